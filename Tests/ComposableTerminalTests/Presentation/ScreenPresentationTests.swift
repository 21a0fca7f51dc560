import ComposableArchitecture
import Testing

@testable import ComposableTerminal

/// The shelf's "add" form presented as upstream's views present a child feature on a screen of
/// its own: `popover(item:)`, `fullScreenCover(item:)` or `navigationDestination(item:)`, each
/// from `$store.scope(state:action:)`.
struct ScreenPresentingShelfView: View {
  enum Modifier: CaseIterable { case popover, fullScreenCover, navigationDestination }

  @Bindable var store: StoreOf<Shelf>
  let modifier: Modifier

  var body: some View {
    let add = $store.scope(state: \.destination?.add, action: \.destination.add)
    let shelf = VStack {
      Text("Shelf").bold()
      Button("Add", key: "a") { store.send(.addButtonTapped) }
    }
    switch modifier {
    case .popover:
      shelf.popover(item: add) { BookFormView(store: $0) }
    case .fullScreenCover:
      shelf.fullScreenCover(item: add) { BookFormView(store: $0) }
    case .navigationDestination:
      shelf.navigationDestination(item: add) { BookFormView(store: $0) }
    }
  }
}

@MainActor
struct ScreenPresentationTests {
  @Test(arguments: ScreenPresentingShelfView.Modifier.allCases)
  func aChildFromABindingToItsStoreTakesTheScreenAndEscDismissesIt(
    modifier: ScreenPresentingShelfView.Modifier
  ) {
    let store = Store(initialState: Shelf.State()) { Shelf() }
    let driver = HeadlessDriver(size: Size(width: 30, height: 8)) {
      ScreenPresentingShelfView(store: store, modifier: modifier)
    }
    #expect(!driver.text.contains("Title"))

    driver.press("a")
    driver.type("Emma")

    #expect(driver.text.contains("Emma"))
    #expect(store.destination?.add?.title == "Emma")
    driver.press(.escape)
    #expect(store.destination == nil)
    #expect(store.log == ["dismiss"])
    #expect(!driver.text.contains("Emma"))
  }
}
