import ComposableArchitecture
import Testing

@testable import ComposableTerminal

@MainActor
struct SheetTests {
  private func makeDriver(_ store: StoreOf<Shelf>) -> HeadlessDriver {
    HeadlessDriver(size: Size(width: 40, height: 12)) { ShelfView(store: store) }
  }

  @Test func drawsTheChildOverTheContent() {
    let store = Store(initialState: Shelf.State()) { Shelf() }
    let driver = makeDriver(store)
    driver.press("a")
    #expect(driver.text == """
      Shelf
      [ Add (a) ]
      [ Cl┌──────────────────────────────┐
      [ Op│ New book                     │
          │ [Title                     ] │
          │ [ Save ]                     │
          │                              │
          │                              │
          │                              │
          └──────────────────────────────┘
      """)
  }

  @Test func theChildStoreDrivesTheChildFeature() {
    let store = Store(initialState: Shelf.State()) { Shelf() }
    let driver = makeDriver(store)
    driver.press("a")
    driver.type("Dune")
    #expect(store.destination?.add?.title == "Dune")
    #expect(driver.text.contains("│ [Dune"))
    driver.press(.tab, .enter)
    #expect(store.books == ["Dune"])
    #expect(store.destination == nil)
    #expect(!driver.text.contains("New book"))
  }

  @Test func escDismissesAndTheContentTakesKeysAgain() {
    let store = Store(initialState: Shelf.State()) { Shelf() }
    let driver = makeDriver(store)
    driver.press("a", "c")
    #expect(store.destination?.add?.title == "c")
    driver.press(.escape)
    #expect(store.log == ["dismiss"])
    #expect(store.destination == nil)
    driver.press("c")
    #expect(store.destination == .alert(.clearShelf))
  }
}
