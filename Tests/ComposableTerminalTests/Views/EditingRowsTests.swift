import Foundation
import Testing

@testable import ComposableTerminal

/// Rows that can be deleted and moved, with an edit button, as upstream's Todos writes them (its
/// feature's `editMode` in a view-local value here).
private struct TodoList: View {
  @State var todos = ["Milk", "Eggs", "Bread"]
  @State var editMode = EditMode.inactive

  var body: some View {
    VStack {
      EditButton()
      ForEach(todos, id: \.self) { todo in
        Text(todo)
      }
      .onDelete { todos.remove(atOffsets: $0) }
      .onMove { todos.move(fromOffsets: $0, toOffset: $1) }
    }
    .environment(\.editMode, $editMode)
  }
}

@MainActor
struct EditingRowsTests {
  @Test func rowsShowTheirControlsWhileEditingAndTheEditButtonTogglesIt() {
    let driver = HeadlessDriver(size: Size(width: 40, height: 5)) { TodoList() }
    #expect(driver.text.hasPrefix("[ Edit ]\nMilk\nEggs\nBread"))
    driver.press(.enter)
    #expect(driver.text.contains("[ Done ]"))
    #expect(driver.text.contains("[ Delete ] [ ↓ ] Milk"))
    #expect(driver.text.contains("[ Delete ] [ ↑ ] [ ↓ ] Eggs"))
    #expect(driver.text.contains("[ Delete ] [ ↑ ] Bread"))
  }

  @Test func deleteAndMoveButtonsCallTheirActionsWithSwiftUIsOffsets() {
    let driver = HeadlessDriver(size: Size(width: 40, height: 5)) { TodoList() }
    driver.press(.enter)  // Edit
    driver.press(.tab, .tab, .enter)  // Milk's ↓: Milk moves below Eggs
    let lines = driver.text.split(separator: "\n").map(String.init)
    #expect(lines[1].hasSuffix("Eggs"))
    #expect(lines[2].hasSuffix("Milk"))
    // The focus stays on Milk's ↓ (controls are identified by their row's element); Tab reaches
    // Bread's Delete.
    driver.press(.tab, .enter)
    #expect(
      driver.text.split(separator: "\n").prefix(3)
        == ["[ Done ]", "[ Delete ] [ ↓ ] Eggs", "[ Delete ] [ ↑ ] Milk"])
    #expect(!driver.text.contains("Bread"))
  }

  @Test func withoutAnEditModeRowsThatCanBeDeletedAlwaysShowHow() {
    var deleted: [IndexSet] = []
    let screen = Screen(
      rendering: VStack {
        ForEach(["a", "b"], id: \.self) { Text($0) }
          .onDelete { deleted.append($0) }
      },
      size: Size(width: 20, height: 2))
    #expect(screen.lines == ["[ Delete ] a", "[ Delete ] b"])
    #expect(deleted.isEmpty)
  }
}

struct CollectionOffsetsTests {
  @Test func movingAndRemovingByOffsetsAsSwiftUIDoes() {
    var letters = ["a", "b", "c", "d"]
    letters.move(fromOffsets: [0], toOffset: 2)
    #expect(letters == ["b", "a", "c", "d"])
    letters.move(fromOffsets: [2, 3], toOffset: 0)
    #expect(letters == ["c", "d", "b", "a"])
    letters.move(fromOffsets: [0], toOffset: 4)
    #expect(letters == ["d", "b", "a", "c"])
    letters.remove(atOffsets: [0, 2])
    #expect(letters == ["b", "c"])
  }
}
