import Dependencies

/// A dependency endpoint whose results a recording keeps, so that the test `tca-recording`
/// writes from it gives the feature's effects what the live dependency gave them.
///
/// A recording knows the actions effects sent, not where their values came from: name the
/// endpoints that answer effects from outside the app (a network client, a permission prompt), and
/// each call's result (or the error it threw) is written with the step after it:
///
/// ```swift
/// CounterFeature()._record(
///   to: recordURL,
///   dependencies: .results(of: \.numberFact.fetch, named: "numberFact.fetch")
/// )
/// ```
///
/// The generated test then overrides the endpoint with the recorded results, in the order they
/// came: `dependencies.numberFact.fetch = { _ in "3 is a prime." }`. The name is the endpoint's
/// path from `DependencyValues` as a test writes it. Endpoints of no argument or one are
/// supported; a result must be `Encodable` (or `Void`: the test's endpoint then does nothing).
public struct _RecordedDependency {
  let wrap: (inout DependencyValues, RecordedResults) -> Void

  /// Records the results of an endpoint that takes one argument and may throw.
  public static func results<Argument, Value: Encodable & Sendable>(
    of keyPath: WritableKeyPath<
      DependencyValues, @Sendable (Argument) async throws -> Value
    >,
    named name: String
  ) -> Self {
    Self { dependencies, results in
      let live = dependencies[keyPath: keyPath]
      dependencies[keyPath: keyPath] = { argument in
        try await results.record(name, arguments: 1, encode: { $0 }) {
          try await live(argument)
        }
      }
    }
  }

  /// Records the results of an endpoint that takes one argument.
  public static func results<Argument, Value: Encodable & Sendable>(
    of keyPath: WritableKeyPath<DependencyValues, @Sendable (Argument) async -> Value>,
    named name: String
  ) -> Self {
    Self { dependencies, results in
      let live = dependencies[keyPath: keyPath]
      dependencies[keyPath: keyPath] = { argument in
        await results.record(name, arguments: 1, encode: { $0 }) {
          await live(argument)
        }
      }
    }
  }

  /// Records the results of an endpoint that takes no argument and may throw.
  public static func results<Value: Encodable & Sendable>(
    of keyPath: WritableKeyPath<DependencyValues, @Sendable () async throws -> Value>,
    named name: String
  ) -> Self {
    Self { dependencies, results in
      let live = dependencies[keyPath: keyPath]
      dependencies[keyPath: keyPath] = {
        try await results.record(name, arguments: 0, encode: { $0 }) {
          try await live()
        }
      }
    }
  }

  /// Records the results of an endpoint that takes no argument.
  public static func results<Value: Encodable & Sendable>(
    of keyPath: WritableKeyPath<DependencyValues, @Sendable () async -> Value>,
    named name: String
  ) -> Self {
    Self { dependencies, results in
      let live = dependencies[keyPath: keyPath]
      dependencies[keyPath: keyPath] = {
        await results.record(name, arguments: 0, encode: { $0 }) { await live() }
      }
    }
  }

  /// Records the calls of an endpoint that takes no argument and returns nothing (a bell), so
  /// that the test's endpoint does nothing rather than fail as unimplemented.
  public static func results(
    of keyPath: WritableKeyPath<DependencyValues, @Sendable () async -> Void>,
    named name: String
  ) -> Self {
    Self { dependencies, results in
      let live = dependencies[keyPath: keyPath]
      dependencies[keyPath: keyPath] = {
        await results.record(name, arguments: 0, encode: { _ in nil }) { await live() }
      }
    }
  }

  /// Records the calls of an endpoint that takes one argument and returns nothing.
  public static func results<Argument>(
    of keyPath: WritableKeyPath<DependencyValues, @Sendable (Argument) async -> Void>,
    named name: String
  ) -> Self {
    Self { dependencies, results in
      let live = dependencies[keyPath: keyPath]
      dependencies[keyPath: keyPath] = { argument in
        await results.record(name, arguments: 1, encode: { _ in nil }) { await live(argument) }
      }
    }
  }
}
