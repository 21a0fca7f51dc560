import ComposableArchitecture
import Testing

@testable import ComposableTerminal

/// A feature written as upstream 1.25's SyncUps writes its detail: an ignored alert case with an
/// explicit `Action`, and a view that scopes to the whole destination (`\.$destination`) and
/// reaches each case with trailing dot syntax.
@Reducer
private struct Catalogue {
  @Reducer
  enum Destination {
    @ReducerCaseIgnored case alert(AlertState<Alert>)
    case edit(BookForm)

    @CasePathable
    enum Action {
      case alert(Alert)
      case edit(BookForm.Action)
    }

    @CasePathable
    enum Alert: Equatable {
      case confirmDeletion
    }
  }

  @ObservableState
  struct State {
    @Presents var destination: Destination.State?
    var title = "Dune"
    var isDeleted = false
  }

  enum Action {
    case deleteButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case editButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteButtonTapped:
        state.destination = .alert(
          AlertState {
            TextState("Delete \(state.title)?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
          }
        )
        return .none
      case .destination(.presented(.alert(.confirmDeletion))):
        state.isDeleted = true
        return .none
      case .destination:
        return .none
      case .editButtonTapped:
        state.destination = .edit(BookForm.State(title: state.title))
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

private struct CatalogueView: View {
  @Bindable var store: StoreOf<Catalogue>

  var body: some View {
    VStack {
      Text(store.isDeleted ? "Deleted" : store.title)
      Button("Edit", key: "e") { store.send(.editButtonTapped) }
      Button("Delete", key: "d") { store.send(.deleteButtonTapped) }
    }
    .alert($store.scope(state: \.$destination, action: \.destination).alert)
    .sheet(item: $store.scope(state: \.$destination, action: \.destination).edit) { formStore in
      BookFormView(store: formStore)
    }
  }
}

@MainActor
struct EnumScopePresentationTests {
  private func makeDriver(_ store: StoreOf<Catalogue>) -> HeadlessDriver {
    HeadlessDriver(size: Size(width: 40, height: 12)) { CatalogueView(store: store) }
  }

  @Test func aCaseOfTheWholeDestinationPresentsItsSheetAndEscDismisses() {
    let store = Store(initialState: Catalogue.State()) { Catalogue() }
    let driver = makeDriver(store)
    driver.press("e")
    driver.type(" Messiah")
    #expect(store.destination?.edit?.title == "Dune Messiah")
    driver.press(.escape)
    #expect(store.destination == nil)
  }

  @Test func anIgnoredAlertCaseWithAnExplicitActionSendsItsButtonsAction() {
    let store = Store(initialState: Catalogue.State()) { Catalogue() }
    let driver = makeDriver(store)
    driver.press("d")
    #expect(driver.text.contains("Delete Dune?"))
    driver.press(.enter)
    #expect(store.isDeleted)
    #expect(store.destination == nil)
  }

  @Test func theCaseScopeIsCasePathable() {
    let store = Store(initialState: Catalogue.State()) { Catalogue() }
    store.send(.editButtonTapped)
    let destination = store.scope(state: \.destination, action: \.destination.presented)
    #expect(destination?.case.edit?.title == "Dune")
    #expect(destination?.case.alert == nil)
  }
}
