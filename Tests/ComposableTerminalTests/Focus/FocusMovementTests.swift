import ComposableArchitecture
import Testing

@testable import ComposableTerminal

@MainActor
struct FocusMovementTests {
  private func focusedLabel(_ driver: HeadlessDriver) -> String? {
    let screen = driver.screen
    for row in 0..<screen.size.height {
      for column in 0..<screen.size.width where screen[column, row].style.isInverse {
        let line = screen.lines[row]
        let start = line.index(line.startIndex, offsetBy: column)
        return String(line[start...].prefix { $0 != "]" }) + "]"
      }
    }
    return nil
  }

  @Test func arrowsMoveFocusToTheViewInThatDirection() {
    let driver = HeadlessDriver(size: Size(width: 40, height: 3)) {
      HStack {
        Button("A") {}
        Button("B") {}
      }
      HStack {
        Button("C") {}
        Button("D") {}
      }
    }
    #expect(focusedLabel(driver) == "[ A ]")
    driver.press(.down)
    #expect(focusedLabel(driver) == "[ C ]")
    driver.press(.right)
    #expect(focusedLabel(driver) == "[ D ]")
    driver.press(.up)
    #expect(focusedLabel(driver) == "[ B ]")
    // Tab goes by order: B, then C on the next row.
    driver.press(.tab)
    #expect(focusedLabel(driver) == "[ C ]")
    driver.press(.backTab)
    #expect(focusedLabel(driver) == "[ B ]")
  }

  @Test func focusReturnsToItsViewWhenAnAlertIsDismissed() {
    let store = Store(initialState: Shelf.State(books: ["Dune"])) { Shelf() }
    let driver = HeadlessDriver(size: Size(width: 40, height: 12)) { ShelfView(store: store) }
    driver.press(.down, .down)
    #expect(focusedLabel(driver) == "[ Clear (c) ]")
    driver.press(.enter)
    #expect(focusedLabel(driver) == "[ Keep ]")
    driver.press(.escape)
    #expect(store.destination == nil)
    #expect(focusedLabel(driver) == "[ Clear (c) ]")
  }

  @Test func focusReturnsToItsViewWhenASheetIsDismissed() {
    let store = Store(initialState: Shelf.State(books: ["Dune"])) { Shelf() }
    let driver = HeadlessDriver(size: Size(width: 40, height: 12)) { ShelfView(store: store) }
    driver.press(.down, .enter)
    #expect(store.destination != nil)
    driver.type("Emma")
    driver.press(.tab, .enter)
    #expect(store.books == ["Dune", "Emma"])
    #expect(focusedLabel(driver) == "[ Add (a) ]")
  }
}
