import Dependencies

/// Lets a recording keep the results of every endpoint of a dependency client at once: apply it
/// next to `@DependencyClient` (or to any struct of closures), then name the client once where
/// the app records:
///
/// ```swift
/// @DependencyClient
/// @RecordableClient
/// struct NumberFactClient {
///   var fetch: @Sendable (_ number: Int) async throws -> String
///   var random: @Sendable () async throws -> String
/// }
///
/// // Where the app records:
/// CounterFeature()._record(to: recordURL, dependencies: .results(of: \.numberFact, named: "numberFact"))
/// ```
///
/// Each endpoint's calls and results are then kept by its name (`numberFact.fetch`), as naming
/// the endpoint itself (`.results(of: \.numberFact.fetch, named: "numberFact.fetch")`) keeps them. An endpoint a recording cannot hold is left as it is: one that is not `async`,
/// takes more than one argument, or returns a value that is not `Encodable` (a stream). The
/// generated test then lists the actions an effect sent with such an endpoint's values above its
/// placeholder, for you to supply.
@attached(extension, conformances: _RecordableClient, names: named(_recordedEndpoints))
public macro RecordableClient() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "RecordableClientMacro")

/// A client whose endpoints a recording can keep as a whole. `@RecordableClient` conforms a client
/// to it; do not conform to it yourself.
public protocol _RecordableClient {
  /// The recordable endpoints of the client at the key path, each named after the client's name
  /// and its own.
  static func _recordedEndpoints(
    of client: WritableKeyPath<DependencyValues, Self>, named name: String
  ) -> [_RecordedDependency]
}

extension _RecordedDependency {
  /// Records the results of every endpoint of a client declared with `@RecordableClient`, each by
  /// the client's name and its own (`numberFact.fetch`).
  public static func results<Client: _RecordableClient>(
    of keyPath: WritableKeyPath<DependencyValues, Client>,
    named name: String
  ) -> Self {
    let endpoints = Client._recordedEndpoints(of: keyPath, named: name)
    return Self { dependencies, results in
      for endpoint in endpoints {
        endpoint.wrap(&dependencies, results)
      }
    }
  }

  // One overload per endpoint shape a recording holds, and a last one for the rest, which the
  // compiler picks only when no other fits: `@RecordableClient` names every stored property.

  public static func _endpoint<Argument, Value: Encodable & Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, @Sendable (Argument) async throws -> Value>,
    named name: String
  ) -> Self? {
    .results(of: keyPath, named: name)
  }

  public static func _endpoint<Argument, Value: Encodable & Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, @Sendable (Argument) async -> Value>,
    named name: String
  ) -> Self? {
    .results(of: keyPath, named: name)
  }

  public static func _endpoint<Value: Encodable & Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, @Sendable () async throws -> Value>,
    named name: String
  ) -> Self? {
    .results(of: keyPath, named: name)
  }

  public static func _endpoint<Value: Encodable & Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, @Sendable () async -> Value>,
    named name: String
  ) -> Self? {
    .results(of: keyPath, named: name)
  }

  public static func _endpoint(
    _ keyPath: WritableKeyPath<DependencyValues, @Sendable () async -> Void>,
    named name: String
  ) -> Self? {
    .results(of: keyPath, named: name)
  }

  public static func _endpoint<Argument>(
    _ keyPath: WritableKeyPath<DependencyValues, @Sendable (Argument) async -> Void>,
    named name: String
  ) -> Self? {
    .results(of: keyPath, named: name)
  }

  /// An endpoint a recording cannot hold: not recorded.
  public static func _endpoint<Endpoint>(
    _ keyPath: WritableKeyPath<DependencyValues, Endpoint>, named name: String
  ) -> Self? {
    nil
  }
}
