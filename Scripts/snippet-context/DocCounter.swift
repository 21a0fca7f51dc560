// What the doc comments' counter examples treat as known: a counter feature with a number fact
// client and a timer, as in the tour (`uses DocCounter`).
import ComposableArchitecture
import ComposableTerminal
import Foundation
import Testing

@DependencyClient
struct NumberFactClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String
}
extension NumberFactClient: TestDependencyKey {
  static let testValue = NumberFactClient()
}
extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

@Reducer
struct CounterFeature {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var fact: String?
    var isLoading = false
    var isTimerRunning = false
  }
  enum Action: Equatable {
    case decrementButtonTapped
    case factButtonTapped
    case factResponse(String)
    case incrementButtonTapped
    case onAppear
    case timerTick
    case toggleTimerButtonTapped
  }
  enum CancelID { case timer }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.numberFact) var numberFact
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .factButtonTapped:
        state.isLoading = true
        return .run { [count = state.count] send in
          await send(.factResponse(try await self.numberFact.fetch(count)))
        }
      case let .factResponse(fact):
        state.fact = fact
        state.isLoading = false
        return .none
      case .incrementButtonTapped, .timerTick:
        state.count += 1
        return .none
      case .onAppear:
        return .none
      case .toggleTimerButtonTapped:
        state.isTimerRunning.toggle()
        guard state.isTimerRunning else { return .cancel(id: CancelID.timer) }
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.timerTick)
          }
        }
        .cancellable(id: CancelID.timer)
      }
    }
  }
}
