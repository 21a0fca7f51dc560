import IdentifiedCollections
import Testing

@testable import ComposableTerminal

struct Item: Identifiable, Equatable {
  let id: Int
  var title: String
}

@MainActor
struct ListTests {
  private let items = IdentifiedArray(uniqueElements: (1...10).map { Item(id: $0, title: "Item \($0)") })

  private func list(_ model: Model, height: Int = 4) -> HeadlessDriver {
    let items = items
    return HeadlessDriver(size: Size(width: 12, height: height)) {
      List(items, selection: Binding(get: { model.selection }, set: { model.selection = $0 })) { item in
        Text(item.title)
      }
    }
  }

  @Test func rowsAreDrawnWithTheSelectionMarked() {
    let model = Model()
    model.selection = 2
    let driver = list(model)
    #expect(driver.lines == ["  Item 1", "› Item 2", "  Item 3", "  Item 4   ↓"])
    #expect(driver.screen[0, 1].style.isInverse)
    #expect(!driver.screen[0, 0].style.isInverse)
  }

  @Test func arrowsMoveTheSelectionAndTheListScrollsToShowIt() {
    let model = Model()
    let driver = list(model)
    driver.press(.down)
    #expect(model.selection == 1)
    driver.press(.down, .down, .down, .down)
    #expect(model.selection == 5)
    #expect(driver.lines == ["  Item 2   ↑", "  Item 3", "  Item 4", "› Item 5   ↓"])
    driver.press(.end)
    #expect(model.selection == 10)
    #expect(driver.lines == ["  Item 7   ↑", "  Item 8", "  Item 9", "› Item 10"])
    driver.press(.pageUp)
    #expect(model.selection == 1)
    #expect(driver.lines.first == "› Item 1")
  }

  @Test func leavingTheEndsOfTheListMovesFocusOn() {
    let model = Model()
    model.selection = 10
    let log = Log()
    let items = items
    let driver = HeadlessDriver(size: Size(width: 20, height: 6)) {
      List(items, selection: Binding(get: { model.selection }, set: { model.selection = $0 })) { item in
        Text(item.title)
      }
      Button("Add") { log.entries.append("add") }
    }
    driver.press(.down, .enter)
    #expect(model.selection == 10)
    #expect(log.entries == ["add"])
  }

  @Test func forEachRowsInAListWithOtherViews() {
    let model = Model()
    let items = Array(items.prefix(2))
    let driver = HeadlessDriver(size: Size(width: 12, height: 3)) {
      List(selection: Binding(get: { model.selection }, set: { model.selection = $0 })) {
        Text("Header").bold()
        ForEach(items) { item in
          Text(item.title)
          Text("#\(item.id)").dim()
        }
      }
    }
    driver.press(.down)
    #expect(model.selection == 1)
    #expect(driver.lines == ["  Header", "› Item 1", "  #1       ↓"])
  }

  @Test func listWithoutSelectionScrolls() {
    let items = items
    let driver = HeadlessDriver(size: Size(width: 12, height: 2)) {
      List {
        ForEach(items) { item in Text(item.title) }
      }
    }
    driver.press(.down, .down)
    #expect(driver.lines == ["  Item 3   ↑", "  Item 4   ↓"])
  }

  @Test func forEachOutsideAListLaysOutLikeAnyContent() {
    let items = Array(items.prefix(3))
    let screen = Screen(
      rendering: HStack { ForEach(items, id: \.id) { Text("\($0.id)") } },
      size: Size(width: 10, height: 1))
    #expect(screen.text == "1 2 3")
  }
}

extension HeadlessDriver {
  var lines: [String] {
    var lines = screen.lines
    while lines.last == "" { lines.removeLast() }
    return lines
  }
}
