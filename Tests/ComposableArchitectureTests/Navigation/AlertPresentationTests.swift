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
    case optionsButtonTapped
    case plainDeleteButtonTapped
    case repeatButtonTapped
    @CasePathable
    enum Alert: Equatable { case again, confirm, confirmAgain }
    @CasePathable
    enum Dialog: Equatable { case moreOptions }
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case alert(AlertState<TwoStepDeletion.Action.Alert>)
    case dialog(ConfirmationDialogState<TwoStepDeletion.Action.Dialog>)
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
      case .destination(.presented(.alert(.again))):
        state.destination = .alert(.confirm)
      case .destination(.presented(.dialog(.moreOptions))):
        if case let .dialog(dialog) = state.destination, dialog == .options {
          state.destination = .dialog(.moreOptions)
        }
      case .destination:
        break
      case .optionsButtonTapped:
        state.destination = .dialog(.options)
      case .plainDeleteButtonTapped:
        state.alert = .confirm
      case .repeatButtonTapped:
        state.destination = .alert(.confirm)
      case .alert(.again):
        break
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

extension ConfirmationDialogState where Action == TwoStepDeletion.Action.Dialog {
  static var options: Self {
    ConfirmationDialogState {
      TextState("Options")
    } actions: {
      ButtonState(action: .moreOptions) { TextState("More…") }
    }
  }

  static var moreOptions: Self {
    ConfirmationDialogState {
      TextState("More options")
    } actions: {
      ButtonState(action: .moreOptions) { TextState("Even more…") }
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

  @Test func anEqualAlertPresentedFromAnAlertButtonIsANewOneAndStays() async {
    let store = TestStore(initialState: TwoStepDeletion.State()) {
      TwoStepDeletion()
    }
    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.confirm)
    }
    await store.send(\.destination.alert.confirmAgain) {
      $0.destination = nil
      $0.isDeleted = true
    }
    await store.send(.repeatButtonTapped) {
      $0.destination = .alert(.confirm)
    }
    // The parent presents an alert with the same content: a new alert, which stays (tests compare
    // alerts by content, so the state is unchanged for the assertion).
    await store.send(\.destination.alert.again)
    #expect(store.state.destination == .alert(.confirm))
  }

  @Test func aButtonThatPresentsNothingDismissesTheAlert() async {
    let store = TestStore(initialState: TwoStepDeletion.State()) {
      TwoStepDeletion()
    }
    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.confirm)
    }
    await store.send(\.destination.dismiss) {
      $0.destination = nil
    }
    await store.send(.plainDeleteButtonTapped) {
      $0.alert = .confirm
    }
    await store.send(\.alert.confirmAgain) {
      $0.alert = nil
      $0.isDeleted = true
    }
  }

  @Test func confirmationDialogPresentedFromADialogButtonStaysPresented() async {
    let store = TestStore(initialState: TwoStepDeletion.State()) {
      TwoStepDeletion()
    }
    await store.send(.optionsButtonTapped) {
      $0.destination = .dialog(.options)
    }
    await store.send(\.destination.dialog.moreOptions) {
      $0.destination = .dialog(.moreOptions)
    }
    await store.send(\.destination.dialog.moreOptions) {
      $0.destination = nil
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
