import ComposableArchitecture
import Testing

@testable import ComposableTerminal

@MainActor
struct AlertTests {
  private func makeDriver(_ store: StoreOf<Shelf>) -> HeadlessDriver {
    HeadlessDriver(size: Size(width: 40, height: 12)) { ShelfView(store: store) }
  }

  @Test func drawsABoxOverTheContentWithTitleMessageAndButtons() {
    let store = Store(initialState: Shelf.State(books: ["Dune"])) { Shelf() }
    let driver = makeDriver(store)
    driver.press("c")
    #expect(driver.text == """
      Shelf
      [ Dune ]
      [ Add (┌────────────────────────┐
      [ Clear│ Clear the shelf?       │
      [ Optio│                        │
             │ Every book is removed. │
             │                        │
             │ [ Clear ]  [ Keep ]    │
             └────────────────────────┘
      """)
  }

  @Test func stylesButtonsByRoleAndFocusesTheCancelButton() {
    let store = Store(initialState: Shelf.State()) { Shelf() }
    let driver = makeDriver(store)
    driver.press("c")
    let row = driver.screen.lines.firstIndex { $0.contains("[ Clear ]") }!
    let clear = driver.screen.lines[row].firstRange(of: "[ Clear ]")!.lowerBound.utf16Offset(in: driver.screen.lines[row])
    let keep = driver.screen.lines[row].firstRange(of: "[ Keep ]")!.lowerBound.utf16Offset(in: driver.screen.lines[row])
    #expect(driver.screen[clear, row].style.foregroundColor == .red)
    #expect(!driver.screen[clear, row].style.isInverse)
    #expect(driver.screen[keep, row].style.isBold)
    #expect(driver.screen[keep, row].style.isInverse)
    #expect(driver.screen[0, 0].style.isDim)
  }

  @Test func aButtonSendsItsActionAndTheAlertGoes() {
    let store = Store(initialState: Shelf.State(books: ["Dune"])) { Shelf() }
    let driver = makeDriver(store)
    driver.press("c", .backTab, .enter)
    #expect(store.log == ["confirmClear"])
    #expect(store.books == [])
    #expect(store.destination == nil)
    #expect(!driver.text.contains("Clear the shelf?"))
  }

  @Test func escAndTheCancelButtonWithoutActionDismiss() {
    let store = Store(initialState: Shelf.State(books: ["Dune"])) { Shelf() }
    let driver = makeDriver(store)
    driver.press("c", .escape)
    #expect(store.log == ["dismiss"])
    #expect(store.destination == nil)
    driver.press("c", .enter)
    #expect(store.log == ["dismiss", "dismiss"])
    #expect(store.destination == nil)
    #expect(store.books == ["Dune"])
    #expect(!driver.text.contains("Clear the shelf?"))
  }

  @Test func theAlertHasTheKeyboardWhileShown() {
    let store = Store(initialState: Shelf.State()) { Shelf() }
    let driver = makeDriver(store)
    driver.press("c", "a", "o", .tab, .tab, .tab)
    #expect(store.destination == .alert(.clearShelf))
    #expect(store.log == [])
  }

  @Test func anAlertWithoutButtonsShowsOK() {
    let alert = AlertState<Shelf.Destination.Alert> { TextState("Saved") }
    let store = Store(initialState: Shelf.State(destination: .alert(alert))) { Shelf() }
    let driver = makeDriver(store)
    #expect(driver.text.contains("│ [ OK ]"))
    driver.press(.enter)
    #expect(store.log == ["dismiss"])
    #expect(store.destination == nil)
  }
}
