import ComposableArchitecture

/// The tour's counter: a count to change, a fact about it fetched over the network, and a
/// timer that counts up once a second.
@Reducer
struct CounterFeature {
  @ObservableState
  struct State: Codable, Equatable {
    var count = 0
    var fact: String?
    var isLoading = false
    var isTimerRunning = false
    /// Why the last fact could not be fetched, shown until dismissed.
    @Presents var alert: AlertState<Action.Alert>?
  }

  enum Action: Codable {
    case alert(PresentationAction<Alert>)
    case decrementButtonTapped
    case factButtonTapped
    case factResponse(String)
    case factResponseFailed(String)
    case incrementButtonTapped
    case timerTick
    case toggleTimerButtonTapped

    /// The error alert only has an "OK" button, which dismisses it.
    enum Alert: Codable, Equatable {
      // No button of the alert sends an action: there is none to encode, and none to decode.
      init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath, debugDescription: "The alert sends no action."
          )
        )
      }

      func encode(to encoder: any Encoder) throws {
        switch self {}
      }
    }
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.numberFact) var numberFact

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert:
        return .none

      case .decrementButtonTapped:
        state.count -= 1
        state.fact = nil
        return .none

      case .factButtonTapped:
        state.fact = nil
        state.isLoading = true
        return .run { [count = state.count] send in
          try await send(.factResponse(self.numberFact.fetch(count)))
        } catch: { error, send in
          await send(.factResponseFailed(String(describing: error)))
        }

      case let .factResponse(fact):
        state.fact = fact
        state.isLoading = false
        return .none

      case let .factResponseFailed(message):
        state.alert = .factError(message)
        state.isLoading = false
        return .none

      case .incrementButtonTapped:
        state.count += 1
        state.fact = nil
        return .none

      case .timerTick:
        state.count += 1
        state.fact = nil
        return .none

      case .toggleTimerButtonTapped:
        state.isTimerRunning.toggle()
        if state.isTimerRunning {
          return .run { send in
            for await _ in self.clock.timer(interval: .seconds(1)) {
              await send(.timerTick)
            }
          }
          .cancellable(id: CancelID.timer)
        } else {
          return .cancel(id: CancelID.timer)
        }
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

extension AlertState where Action == CounterFeature.Action.Alert {
  /// Why a fact could not be fetched.
  static func factError(_ message: String) -> Self {
    AlertState {
      TextState("Could not get a fact")
    } actions: {
      ButtonState(role: .cancel) { TextState("OK") }
    } message: {
      TextState(message)
    }
  }
}
