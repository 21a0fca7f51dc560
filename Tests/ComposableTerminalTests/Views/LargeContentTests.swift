import Testing

@testable import ComposableTerminal

@MainActor
struct LargeContentTests {
  struct Row: Identifiable {
    let id: Int
  }

  @Test func aListBuildsOnlyTheRowsOnScreen() {
    let built = Counter()
    let model = Model()
    let rows = (0..<10_000).map(Row.init)
    let driver = HeadlessDriver(size: Size(width: 20, height: 5)) {
      List(rows, selection: Binding(get: { model.selection }, set: { model.selection = $0 })) { row in
        let _ = built.increment()
        Text("Row \(row.id)")
      }
    }
    #expect(built.value <= 10)
    var before = built.value
    driver.press(.end)
    #expect(model.selection == 9_999)
    #expect(driver.lines.last == "› Row 9999")
    #expect(built.value - before <= 20)
    before = built.value
    driver.press(.up)
    #expect(model.selection == 9_998)
    #expect(built.value - before <= 20)
    driver.press(.home)
    #expect(driver.lines.first == "› Row 0")
  }

  @Test func aLongTextShowsTheTextAroundTheCursor() {
    let model = Model()
    model.text = String(repeating: "a", count: 10_000) + "END"
    let driver = HeadlessDriver(size: Size(width: 12, height: 1)) {
      TextField("Notes", text: Binding(get: { model.text }, set: { model.text = $0 }))
    }
    #expect(driver.text == "[aaaaaaEND ]")
    driver.press(.home)
    #expect(driver.text == "[aaaaaaaaaa]")
    driver.press(.end, .backspace)
    #expect(model.text.hasSuffix("aEN"))
    #expect(model.text.count == 10_002)
  }
}
