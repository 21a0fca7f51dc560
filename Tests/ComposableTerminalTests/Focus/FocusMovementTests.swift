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

  @Test func arrowsStayAmongTheScreensControlsAndTabReachesTheToolbar() {
    let log = Log()
    let driver = HeadlessDriver(size: Size(width: 40, height: 6)) {
      VStack {
        Button("One") { log.entries.append("one") }
        Button("Two") { log.entries.append("two") }
      }
      .navigationTitle("Rows")
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Add", key: "a") { log.entries.append("add") }
        }
        ToolbarItem(placement: .bottomBar) {
          Button("Quit", key: "q") { log.entries.append("quit") }
        }
      }
    }
    #expect(focusedLabel(driver) == "[ One ]")
    // ↓ on the last row wraps to the first; no arrow lands on Add (above) or Quit (below).
    driver.press(.down)
    #expect(focusedLabel(driver) == "[ Two ]")
    driver.press(.down)
    #expect(focusedLabel(driver) == "[ One ]")
    driver.press(.up)
    #expect(focusedLabel(driver) == "[ Two ]")
    driver.press(.right)
    #expect(focusedLabel(driver) == "[ One ]")
    // Tab goes on to the toolbar's controls, in order: Add, then Quit.
    driver.press(.tab, .tab)
    #expect(focusedLabel(driver) == "[ Add (a) ]")
    driver.press(.tab)
    #expect(focusedLabel(driver) == "[ Quit (q) ]")
    // From a toolbar control, an arrow with nothing of the screen's that way leaves focus there.
    driver.press(.right)
    #expect(focusedLabel(driver) == "[ Quit (q) ]")
    driver.press(.up, .enter)
    #expect(log.entries == ["two"])
  }

  @Test func bottomBarSitsAtTheBottomWithItsStatusOnTheLeft() {
    let driver = HeadlessDriver(size: Size(width: 24, height: 5)) {
      VStack {
        Text("Body")
      }
      .toolbar {
        ToolbarItem(placement: .status) {
          Text("hint")
        }
        ToolbarItem(placement: .bottomBar) {
          Button("Quit", key: "q") {}
        }
      }
    }
    #expect(driver.lines == ["Body", "", "", "────────────────────────", "hint        [ Quit (q) ]"])
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
