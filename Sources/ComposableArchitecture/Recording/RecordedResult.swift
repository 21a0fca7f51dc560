import Foundation

/// What a recorded dependency endpoint (``_RecordedDependency``) gave an effect on one call, as a
/// step of a recording holds it (`"results":[{"endpoint":"numberFact.fetch",…}]`).
struct RecordedResult: Codable, Equatable, Sendable {
  /// The endpoint's path from `DependencyValues` (`numberFact.fetch`).
  var endpoint: String
  /// How many arguments the endpoint takes, for the closure a test writes in its place.
  var arguments: Int
  /// The call's number among the endpoint's calls, from 0, in the order they were made: calls
  /// that overlap may end, and be written, in another order.
  var call: Int
  /// The value it returned, as the recording's encoder writes it; `nil` when it threw, or
  /// returned nothing.
  var value: RecordedJSON?
  /// The value's type, for a test that writes several values in one array.
  var type: String?
  /// The types of the value's parts by path (see ``RecordedType``), `""` the value's own.
  var types: [String: RecordedType]?
  /// The description of the error it threw (which a feature may have put in an action).
  var threw: String?

}

/// The results recorded dependency endpoints gave effects, waiting to be written with the next
/// step of the recording.
///
/// Effects call endpoints on any thread: a result is encoded there, off the store's actor, and
/// queued under a lock that the store's actor takes when it writes a step.
final class RecordedResults: Sendable {
  private struct Pending {
    var results: [RecordedResult] = []
    var callCounts: [String: Int] = [:]
  }

  private let pending = LockIsolated(Pending())
  private let location: SourceLocation

  init(location: SourceLocation) {
    self.location = location
  }

  /// Calls an endpoint through `body` and queues what it returned (`encode` gives the part to
  /// record, `nil` for nothing), or the error it threw, which it throws again.
  func record<Value>(
    _ endpoint: String, arguments: Int, encode: (Value) -> (any Encodable)?,
    _ body: () async throws -> Value
  ) async rethrows -> Value {
    let call = self.pending.withValue { pending in
      defer { pending.callCounts[endpoint, default: 0] += 1 }
      return pending.callCounts[endpoint, default: 0]
    }
    var result = RecordedResult(endpoint: endpoint, arguments: arguments, call: call)
    let value: Value
    do {
      value = try await body()
    } catch {
      result.threw = String(describing: error)
      self.pending.withValue { [result] in $0.results.append(result) }
      throw error
    }
    do {
      if let encodable = encode(value) {
        result.value = try RecordedJSON(encoding: encodable, userInfo: [.isRecording: true])
        result.type = typeName(Value.self)
        let types = RecordedType.types(of: value)
        result.types = types.isEmpty ? nil : types
      }
      self.pending.withValue { [result] in $0.results.append(result) }
    } catch {
      self.location.reportIssue(
        "Could not record the result of \(endpoint), a \(typeName(Value.self)): \(error)"
      )
    }
    return value
  }

  /// The results queued since the last call, in the order they came; `nil` when there are none.
  func take() -> [RecordedResult]? {
    self.pending.withValue { pending in
      guard !pending.results.isEmpty else { return nil }
      defer { pending.results.removeAll() }
      return pending.results
    }
  }
}

extension RecordedResult {
  init(endpoint: String, arguments: Int, call: Int) {
    self.endpoint = endpoint
    self.arguments = arguments
    self.call = call
  }
}
