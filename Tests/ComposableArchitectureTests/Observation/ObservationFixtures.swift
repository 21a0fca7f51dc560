import ComposableArchitecture
import ConcurrencyExtras
import Foundation
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
import IdentifiedCollections
import Observation

/// The counter of the testing tutorial (seed 003), as written there: `@Reducer` and
/// `@ObservableState` expand here, in a client module of the library.
@Reducer
struct CounterFeature {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var fact: String?
    var isLoading = false
    var isTimerRunning = false
  }

  enum Action {
    case decrementButtonTapped
    case factButtonTapped
    case factResponse(String)
    case incrementButtonTapped
    case timerTick
    case toggleTimerButtonTapped
  }

  enum CancelID { case timer }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        state.fact = nil
        return .none

      case .factButtonTapped:
        state.fact = nil
        state.isLoading = true
        return .run { [count = state.count] send in
          let (data, _) = try await URLSession.shared
            .data(from: URL(string: "http://numbersapi.com/\(count)")!)
          let fact = String(decoding: data, as: UTF8.self)
          await send(.factResponse(fact))
        }

      case let .factResponse(fact):
        state.fact = fact
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
            while true {
              try await Task.sleep(for: .seconds(1))
              await send(.timerTick)
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

// Synthesized in an extension, so that the tutorial's declaration above stays as written.
extension CounterFeature.State: Hashable, Codable {}

enum ChildFeature {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
}

enum RowFeature {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var title = ""
  }
}

enum ParentFeature {
  @ObservableState
  struct State: Equatable {
    var child = ChildFeature.State()
    var optionalChild: ChildFeature.State?
    var rows: IdentifiedArrayOf<RowFeature.State> = []
    var numbers: [Int] = []
    var destination: Destination?
    @ObservationStateIgnored var ignored = 0
  }

  @ObservableState
  enum Destination: Equatable {
    case child(ChildFeature.State)
    case message(String)
    case labeled(child: ChildFeature.State)
    case empty
  }
}

/// Whether `mutation` notifies an observer that read what `read` reads.
func notifies<State>(
  _ state: inout State,
  reading read: (State) -> Void,
  when mutation: (inout State) -> Void
) -> Bool {
  let didChange = LockIsolated(false)
  withObservationTracking {
    read(state)
  } onChange: {
    didChange.setValue(true)
  }
  mutation(&state)
  return didChange.value
}

/// A public state with its own initializer: assigning a tracked field there goes through the
/// field's `init` accessor, and unassigned optional fields start as `nil`.
@ObservableState
public struct PublicState: Equatable, Sendable {
  public let id: Int
  public var title: String
  public var subtitle: String?

  public init(id: Int, title: String = "") {
    self.id = id
    self.title = title
  }
}

/// A generic state: a field of an unconstrained type cannot be compared, so every assignment
/// notifies.
@ObservableState
struct GenericState<Value> {
  var value: Value
}
