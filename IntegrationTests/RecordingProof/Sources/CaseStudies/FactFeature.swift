import ComposableArchitecture

/// A client declared with `@DependencyClient`, answering asynchronously, recorded as a whole
/// (`@RecordableClient`). Its stream of facts is not something a recording can hold.
@DependencyClient
@RecordableClient
struct FactClient: Sendable {
  var fetch: @Sendable (_ number: Int) async throws -> String
  var facts: @Sendable () -> AsyncStream<String> = { AsyncStream { $0.finish() } }
}

extension FactClient: TestDependencyKey {
  static let testValue = FactClient()
}

extension DependencyValues {
  var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}

/// A count and a fact about it from the client, or the error it threw.
@Reducer
struct FactFeature {
  @ObservableState
  struct State: Codable, Equatable {
    var count = 0
    var fact: String?
    var failure: String?
  }

  enum Action: Codable {
    case factButtonTapped
    case factFailed(String)
    case factResponse(String)
    case incrementButtonTapped
  }

  @Dependency(\.factClient) var factClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .factButtonTapped:
        state.fact = nil
        return .run { [count = state.count] send in
          await send(.factResponse(try self.factClient.fetch(count)))
        } catch: { error, send in
          await send(.factFailed(String(describing: error)))
        }
      case .factFailed(let message):
        state.failure = message
        return .none
      case .factResponse(let fact):
        state.fact = fact
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}
