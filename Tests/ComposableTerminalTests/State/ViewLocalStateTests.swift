import ComposableArchitecture
import Testing

@testable import ComposableTerminal

/// A sheet whose content closes itself through the environment, as SwiftUI views do.
private struct ShelfWithClosableSheet: View {
  @Bindable var store: StoreOf<Shelf>

  var body: some View {
    Text("Shelf")
      .sheet(item: $store.scope(state: \.destination?.add, action: \.destination.add)) { _ in
        CloseButton()
      }
  }
}

private struct CloseButton: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Close") { dismiss() }
  }
}

@MainActor
struct ViewLocalStateTests {
  private func makeDriver(_ store: StoreOf<Notebook>) -> HeadlessDriver {
    HeadlessDriver(size: Size(width: 20, height: 4)) { NotebookView(store: store) }
  }

  @Test func stateSurvivesRedrawsAndItsChangeRedraws() {
    let store = Store(initialState: Notebook.State()) { Notebook() }
    let driver = makeDriver(store)
    driver.press(.enter)
    #expect(driver.text == "Notes\n[ A 1 ]\n[ B 0 ]")
    store.title = "Ideas"
    #expect(driver.text == "Ideas\n[ A 1 ]\n[ B 0 ]")
  }

  @Test func stateFollowsItsRowWhenTheRowsReorder() {
    let store = Store(initialState: Notebook.State()) { Notebook() }
    let driver = makeDriver(store)
    driver.press(.tab, .enter, .enter)
    #expect(driver.text == "Notes\n[ A 0 ]\n[ B 2 ]")
    store.rows.reverse()
    #expect(driver.text == "Notes\n[ B 2 ]\n[ A 0 ]")
    store.rows.removeFirst()
    #expect(driver.text == "Notes\n[ A 0 ]")
    store.rows.append("B")
    #expect(driver.text == "Notes\n[ A 0 ]\n[ B 0 ]")
  }

  @Test func stateIsFreshWhenItsViewComesBack() {
    let store = Store(initialState: Notebook.State()) { Notebook() }
    let driver = makeDriver(store)
    driver.press(.enter)
    store.showsRows = false
    #expect(driver.text == "Notes")
    store.showsRows = true
    #expect(driver.text == "Notes\n[ A 0 ]\n[ B 0 ]")
  }

  @Test func eachScreenOfAStackKeepsItsOwnStateAndAPushedScreenStartsAfresh() {
    let store = Store(initialState: Notebook.State()) { Notebook() }
    let driver = makeDriver(store)
    driver.press(.enter)
    store.send(.pushButtonTapped("P"))
    #expect(driver.text.hasPrefix("[ P 0 ]"))
    driver.press(.enter, .enter)
    #expect(driver.text.hasPrefix("[ P 2 ]"))
    driver.press(.escape)
    #expect(driver.text == "Notes\n[ A 1 ]\n[ B 0 ]")
    store.send(.pushButtonTapped("P"))
    #expect(driver.text.hasPrefix("[ P 0 ]"))
  }

  @Test func dismissFromTheEnvironmentPopsThePushedScreen() {
    let store = Store(initialState: Notebook.State()) { Notebook() }
    let driver = makeDriver(store)
    store.send(.pushButtonTapped("P"))
    driver.press(.tab, .enter)
    #expect(store.path.isEmpty)
    #expect(driver.text.hasPrefix("Notes"))
  }

  @Test func aChildViewTogglesItsParentsStateThroughABinding() {
    let driver = HeadlessDriver(size: Size(width: 20, height: 2)) { NotesDisclosure() }
    #expect(!driver.text.contains("Notes shown"))
    driver.press(.enter)
    #expect(driver.text.contains("Notes shown"))
    driver.press(.enter)
    #expect(!driver.text.contains("Notes shown"))
  }

  @Test func dismissFromTheEnvironmentClosesTheSheet() {
    let store = Store(initialState: Shelf.State()) { Shelf() }
    let driver = HeadlessDriver(size: Size(width: 20, height: 4)) { ShelfWithClosableSheet(store: store) }
    store.send(.addButtonTapped)
    #expect(driver.text.contains("Close"))
    driver.press(.enter)
    #expect(store.destination == nil)
    #expect(!driver.text.contains("Close"))
  }
}
