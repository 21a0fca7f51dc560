import ComposableArchitecture
import Testing

/// A feature whose alert's button presents a second alert, in a destination and in a plain
/// optional: the auto-dismissal after a button must keep the new alert.
@Reducer
struct TwoStepDeletion {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var alert: AlertState<Action.Alert>?
    var isDeleted = false
  }

  enum Action: Equatable {
    case alert(Alert)
    case deleteButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case plainDeleteButtonTapped
    @CasePathable
    enum Alert: Equatable { case confirm, confirmAgain }
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case alert(AlertState<TwoStepDeletion.Action.Alert>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.confirm):
        state.alert = .confirmAgain
      case .alert(.confirmAgain):
        state.isDeleted = true
      case .deleteButtonTapped:
        state.destination = .alert(.confirm)
      case .destination(.presented(.alert(.confirm))):
        state.destination = .alert(.confirmAgain)
      case .destination(.presented(.alert(.confirmAgain))):
        state.isDeleted = true
      case .destination:
        break
      case .plainDeleteButtonTapped:
        state.alert = .confirm
      }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
    .ifLet(\.alert, action: \.alert)
  }
}

extension AlertState where Action == TwoStepDeletion.Action.Alert {
  static var confirm: Self {
    AlertState {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirm) { TextState("Yes") }
    }
  }

  static var confirmAgain: Self {
    AlertState {
      TextState("Really delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmAgain) { TextState("Yes") }
      ButtonState(role: .cancel) { TextState("No") }
    }
  }
}

@MainActor
@Suite(.serialized)
struct AlertPresentationTests {
  @Test func alertPresentedFromAnAlertButtonStaysPresented() async {
    let store = TestStore(initialState: TwoStepDeletion.State()) {
      TwoStepDeletion()
    }
    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.confirm)
    }
    await store.send(\.destination.alert.confirm) {
      $0.destination = .alert(.confirmAgain)
    }
    await store.send(\.destination.alert.confirmAgain) {
      $0.destination = nil
      $0.isDeleted = true
    }
  }

  @Test func alertInAPlainOptionalPresentedFromAnAlertButtonStaysPresented() async {
    let store = TestStore(initialState: TwoStepDeletion.State()) {
      TwoStepDeletion()
    }
    await store.send(.plainDeleteButtonTapped) {
      $0.alert = .confirm
    }
    await store.send(\.alert.confirm) {
      $0.alert = .confirmAgain
    }
    await store.send(\.alert.confirmAgain) {
      $0.alert = nil
      $0.isDeleted = true
    }
  }
}
