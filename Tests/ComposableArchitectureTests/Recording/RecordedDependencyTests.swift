@testable import ComposableArchitecture
import Foundation
import Testing

/// `_record(to:dependencies:)` keeps what the endpoints it names gave effects: each call's value,
/// or the error it threw, with the next step.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct RecordedDependencyTests {
  @Test func eachCallsResultIsRecordedWithTheNextStep() async throws {
    let url = temporaryRecordingURL()
    defer { try? FileManager.default.removeItem(at: url) }
    let rings = LockIsolated(0)
    do {
      let store = Store(initialState: FactFeature.State()) {
        FactFeature()._record(
          to: url,
          dependencies: .results(of: \.factClient.fetch, named: "factClient.fetch"),
          .results(of: \.factClient.permission, named: "factClient.permission"),
          .results(of: \.factClient.ring, named: "factClient.ring")
        )
      } withDependencies: {
        $0.factClient = FactClient(
          fetch: { number in
            guard number.isMultiple(of: 2) else { return "\(number) is odd." }
            throw FactError(number: number)
          },
          permission: { .granted(scope: "facts") },
          ring: { rings.withValue { $0 += 1 } }
        )
      }
      await store.send(.fetch(1)).finish()
      await store.send(.fetch(2)).finish()
      await store.send(.askPermission).finish()
      await store.send(.fetch(3)).finish()
    }
    #expect(rings.value == 1)
    let lines = try Data(contentsOf: url).recordingLines
    #expect(lines.count == 10)
    // The value reached the feature through the action, with the step of that action.
    #expect(
      lines[2].contains(
        #""results":[{"arguments":1,"call":0,"endpoint":"factClient.fetch","type":"String","value":"1 is odd."}]"#
      )
    )
    #expect(
      lines[4].contains(
        #""results":[{"arguments":1,"call":1,"endpoint":"factClient.fetch","threw":"No fact about 2."}]"#
      )
    )
    #expect(
      lines[6].contains(
        #""results":[{"arguments":0,"call":0,"endpoint":"factClient.permission","type":"Permission","types":{".granted":{"fields":["scope"],"type":"(scope: String)"}},"value":{"granted":{"scope":"facts"}}}]"#
      )
    )
    // The bell rang after the effect sent its action: its call is written with the step after.
    #expect(
      lines[7].contains(#""results":[{"arguments":0,"call":0,"endpoint":"factClient.ring"}]"#)
    )
    #expect(
      lines[8].contains(
        #""results":[{"arguments":1,"call":2,"endpoint":"factClient.fetch","type":"String","value":"3 is odd."}]"#
      )
    )
    #expect(!lines[1].contains(#""results""#))
    // A reader that replays without effects ignores them.
    let recording = try Recording<FactFeature.State, FactFeature.Action>(contentsOf: url)
    #expect(recording.steps.count == 8)
    await recording.assertReplays { FactFeature() }
  }

  @Test func withoutEndpointsNamedNothingIsRecordedOfThem() async throws {
    let url = temporaryRecordingURL()
    defer { try? FileManager.default.removeItem(at: url) }
    do {
      let store = Store(initialState: FactFeature.State()) {
        FactFeature()._record(to: url)
      } withDependencies: {
        $0.factClient.fetch = { "\($0) is odd." }
      }
      await store.send(.fetch(1)).finish()
    }
    let lines = try Data(contentsOf: url).recordingLines
    #expect(lines.count == 4)
    #expect(!lines.contains { $0.contains(#""results""#) })
  }
}

/// A feature whose effects ask a client for facts (which may fail), for a permission, and ring a
/// bell.
private struct FactFeature: Reducer {
  struct State: Codable, Equatable {
    var fact: String?
    var failure: String?
    var permission: Permission?
  }

  enum Action: Codable, Equatable {
    case askPermission
    case fetch(Int)
    case fetched(String)
    case failed(String)
    case permitted(Permission)
  }

  @Dependency(\.factClient) var factClient

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .askPermission:
      return .run { send in
        await send(.permitted(self.factClient.permission()))
        await self.factClient.ring()
      }
    case let .fetch(number):
      return .run { send in
        await send(.fetched(try self.factClient.fetch(number)))
      } catch: { error, send in
        await send(.failed(String(describing: error)))
      }
    case let .fetched(fact):
      state.fact = fact
      return .none
    case let .failed(failure):
      state.failure = failure
      return .none
    case let .permitted(permission):
      state.permission = permission
      return .none
    }
  }
}

private enum Permission: Codable, Equatable, Sendable {
  case denied
  case granted(scope: String)
}

private struct FactError: Error, CustomStringConvertible {
  let number: Int
  var description: String { "No fact about \(self.number)." }
}

private struct FactClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String = { _ in throw CancellationError() }
  var permission: @Sendable () async -> Permission = { .denied }
  var ring: @Sendable () async -> Void = {}
}

extension FactClient: TestDependencyKey {
  static let testValue = FactClient()
}

extension DependencyValues {
  fileprivate var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}
