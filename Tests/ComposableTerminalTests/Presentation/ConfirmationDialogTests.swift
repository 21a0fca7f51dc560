import ComposableArchitecture
import Testing

@testable import ComposableTerminal

@MainActor
struct ConfirmationDialogTests {
  private func makeDriver(_ store: StoreOf<Shelf>) -> HeadlessDriver {
    HeadlessDriver(size: Size(width: 40, height: 12)) { ShelfView(store: store) }
  }

  @Test func drawsTitleAndAColumnOfButtonsAtTheBottom() {
    let store = Store(initialState: Shelf.State()) { Shelf() }
    let driver = makeDriver(store)
    driver.press("o")
    #expect(driver.text == """
      Shelf
      [ Add (a) ]
      [ Clear (c) ]
      [ Options (o) ]


               ┌───────────────────┐
               │ Shelf options     │
               │                   │
               │ [ Sort by title ] │
               │ [ Cancel ]        │
               └───────────────────┘
      """)
  }

  @Test func aButtonSendsItsAction() {
    let store = Store(initialState: Shelf.State(books: ["Emma", "Dune"])) { Shelf() }
    let driver = makeDriver(store)
    driver.press("o", .up, .enter)
    #expect(store.log == ["sort"])
    #expect(store.books == ["Dune", "Emma"])
    #expect(store.destination == nil)
    #expect(!driver.text.contains("Shelf options"))
  }

  @Test func escDismisses() {
    let store = Store(initialState: Shelf.State()) { Shelf() }
    let driver = makeDriver(store)
    driver.press("o", .escape)
    #expect(store.log == ["dismiss"])
    #expect(store.destination == nil)
  }

  @Test func aHiddenTitleIsNotShown() {
    var dialog = ConfirmationDialogState<Shelf.Destination.Options>.shelfOptions
    dialog.titleVisibility = .hidden
    let store = Store(initialState: Shelf.State(destination: .options(dialog))) { Shelf() }
    let driver = makeDriver(store)
    #expect(!driver.text.contains("Shelf options"))
    #expect(driver.text.contains("│ [ Sort by title ]"))
  }
}
