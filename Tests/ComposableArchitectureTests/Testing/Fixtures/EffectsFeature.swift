import ComposableArchitecture

/// A feature with an action for each kind of effect a test store must follow: none, synchronous,
/// one or several actions sent back, long-living, cancellable, nested and identified actions, and
/// a failing effect.
struct EffectsFeature: Reducer {
  struct State: Equatable {
    var count = 0
    var responses: [Int] = []
    var isTimerOn = false
  }

  @CasePathable
  enum Action: Equatable {
    case child(Child)
    case incrementButtonTapped
    case incrementTwiceSynchronously
    case noop
    case respond(Int)
    case respondSeveral(Int)
    case response(Int)
    case rows(IdentifiedAction<Int, Row>)
    case runForever
    case runThrowing
    case startTimer
    case startTimerSynchronously
    case stopTimer
    case timerTick
  }

  @CasePathable
  enum Child: Equatable {
    case loadButtonTapped
    case response(Int)
  }

  @CasePathable
  enum Row: Equatable {
    case response(Int)
  }

  enum CancelID { case forever, timer }

  struct Failure: Error, Equatable {}

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .child(.loadButtonTapped):
        return .run { send in await send(.child(.response(42))) }

      case let .child(.response(value)), let .response(value),
        let .rows(.element(_, .response(value))):
        state.responses.append(value)
        return .none

      case .incrementButtonTapped:
        state.count += 1
        return .none

      case .incrementTwiceSynchronously:
        return .merge(.send(.incrementButtonTapped), .send(.incrementButtonTapped))

      case .noop:
        return .none

      case let .respond(value):
        return .run { send in await send(.response(value)) }

      case let .respondSeveral(count):
        return .run { send in
          for value in 1...count {
            await send(.response(value))
          }
          await send(.rows(.element(id: count, action: .response(count))))
        }

      case .runForever:
        return .run { _ in
          try await self.clock.sleep(for: .seconds(1_000_000))
        }
        .cancellable(id: CancelID.forever)

      case .runThrowing:
        return .run { _ in throw Failure() }

      case .startTimer:
        state.isTimerOn = true
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.timerTick)
          }
        }
        .cancellable(id: CancelID.timer)

      case .startTimerSynchronously:
        return .send(.startTimer)

      case .stopTimer:
        state.isTimerOn = false
        return .cancel(id: CancelID.timer)

      case .timerTick:
        state.count += 1
        return .none
      }
    }
  }
}
