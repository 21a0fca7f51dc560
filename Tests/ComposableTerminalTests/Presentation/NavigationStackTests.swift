import ComposableArchitecture
import Testing

@testable import ComposableTerminal

@MainActor
struct NavigationStackTests {
  private func makeDriver(_ store: StoreOf<Shelf>) -> HeadlessDriver {
    HeadlessDriver(size: Size(width: 40, height: 6)) { ShelfView(store: store) }
  }

  @Test func showsTheRootWhileThePathIsEmpty() {
    let store = Store(initialState: Shelf.State(books: ["Dune"])) { Shelf() }
    let driver = makeDriver(store)
    #expect(driver.text == "Shelf\n[ Dune ]\n[ Add (a) ]\n[ Clear (c) ]\n[ Options (o) ]")
  }

  @Test func showsTheTopElementDrivenByItsOwnStore() {
    let store = Store(initialState: Shelf.State(books: ["Dune", "Emma"])) { Shelf() }
    let driver = makeDriver(store)
    driver.press(.enter)
    #expect(driver.text == "Dune\n[ Star (s) ]")
    driver.press("s")
    #expect(store.path.first == .detail(BookDetail.State(title: "Dune ★")))
    #expect(driver.text == "Dune ★\n[ Star (s) ]")
  }

  @Test func escPopsTheTopElement() {
    let store = Store(initialState: Shelf.State(books: ["Dune", "Emma"])) { Shelf() }
    let driver = makeDriver(store)
    driver.press(.enter)
    store.send(.openButtonTapped("Emma"))
    #expect(driver.text == "Emma\n[ Star (s) ]")
    driver.press(.escape)
    #expect(store.log == ["popFrom #1"])
    #expect(store.path.count == 1)
    #expect(driver.text == "Dune\n[ Star (s) ]")
    driver.press(.escape)
    #expect(store.log == ["popFrom #1", "popFrom #0"])
    #expect(store.path.isEmpty)
    #expect(driver.text.hasPrefix("Shelf\n[ Dune ]"))
  }
}
