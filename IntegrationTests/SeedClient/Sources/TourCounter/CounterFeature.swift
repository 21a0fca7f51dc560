// The counter as the 1.0 tour (seed 000) writes it: an explicit `Reducer` conformance and
// `body`, `Equatable` actions, a clock and a number-fact client as dependencies.
import ComposableArchitecture
import Foundation
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

struct CounterFeature: Reducer {
  struct State: Equatable {
    var count = 0
    var fact: String?
    var isLoadingFact = false
    var isTimerOn = false
  }

  enum Action: Equatable {
    case decrementButtonTapped
    case factButtonTapped
    case factResponse(String)
    case incrementButtonTapped
    case timerTicked
    case toggleTimerButtonTapped
  }

  private enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.numberFact) var numberFact

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        state.fact = nil
        return .none

      case .factButtonTapped:
        state.fact = nil
        state.isLoadingFact = true
        return .run { [count = state.count] send in
          try await send(.factResponse(self.numberFact.fetch(count)))
        }

      case let .factResponse(fact):
        state.fact = fact
        state.isLoadingFact = false
        return .none

      case .incrementButtonTapped:
        state.count += 1
        state.fact = nil
        return .none

      case .timerTicked:
        state.count += 1
        return .none

      case .toggleTimerButtonTapped:
        state.isTimerOn.toggle()
        if state.isTimerOn {
          return .run { send in
            for await _ in self.clock.timer(interval: .seconds(1)) {
              await send(.timerTicked)
            }
          }
          .cancellable(id: CancelID.timer)
        } else {
          return .cancel(id: CancelID.timer)
        }
      }
    }
  }
}

struct NumberFactClient {
  var fetch: @Sendable (Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
  static let liveValue = Self(
    fetch: { number in
      let (data, _) = try await URLSession.shared.data(
        from: URL(
          string: "http://www.numbersapi.com/\(number)"
        )!
      )
      return String(decoding: data, as: UTF8.self)
    }
  )
}

extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

/// Runs the tour's counter in a real `Store` with a test clock and a stubbed fact client, and
/// returns what went differently from the tour (nothing, when all is well).
@MainActor
public func runTourCounter() async -> [String] {
  var failures: [String] = []
  let clock = TestClock()
  let store = Store(initialState: CounterFeature.State()) {
    CounterFeature()
      ._printChanges()
  } withDependencies: {
    $0.continuousClock = clock
    $0.numberFact.fetch = { "\($0) is a good number." }
  }
  store.send(.incrementButtonTapped)
  store.send(.incrementButtonTapped)
  if store.withState(\.count) != 2 { failures.append("increment twice → 2") }
  await store.send(.factButtonTapped).finish()
  if store.withState(\.fact) != "2 is a good number." { failures.append("fact for 2") }
  let timer = store.send(.toggleTimerButtonTapped)
  await clock.advance(by: .seconds(3))
  store.send(.toggleTimerButtonTapped)
  await timer.finish()
  if store.withState(\.count) != 5 { failures.append("three timer ticks → 5") }
  return failures
}
