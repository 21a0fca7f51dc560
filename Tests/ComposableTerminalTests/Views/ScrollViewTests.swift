import Testing

@testable import ComposableTerminal

@MainActor
struct ScrollViewTests {
  @Test func focusMovingBelowTheVisibleRowsScrollsThemIntoView() {
    let log = Log()
    let driver = HeadlessDriver(size: Size(width: 20, height: 4)) {
      Text("Title")
      ScrollView {
        for index in 1...6 {
          Button("Item \(index)") { log.entries.append("\(index)") }
        }
      }
    }
    #expect(driver.lines == ["Title", "[ Item 1 ]", "[ Item 2 ]", "[ Item 3 ]         ↓"])
    driver.press(.down, .down, .down)
    #expect(driver.lines == ["Title", "[ Item 2 ]         ↑", "[ Item 3 ]", "[ Item 4 ]         ↓"])
    driver.press(.tab, .tab, .enter)
    #expect(log.entries == ["6"])
    #expect(driver.lines == ["Title", "[ Item 4 ]         ↑", "[ Item 5 ]", "[ Item 6 ]"])
    driver.press(.up, .up, .up, .up, .up)
    #expect(driver.lines.prefix(2) == ["Title", "[ Item 1 ]"])
  }

  @Test func aScrollViewWithNothingFocusableScrollsWithTheArrows() {
    let driver = HeadlessDriver(size: Size(width: 10, height: 2)) {
      ScrollView {
        Text("one\ntwo\nthree\nfour")
      }
    }
    #expect(driver.lines == ["one", "two      ↓"])
    driver.press(.down)
    #expect(driver.lines == ["two      ↑", "three    ↓"])
    driver.press(.end)
    #expect(driver.lines == ["three    ↑", "four"])
    driver.press(.pageUp)
    #expect(driver.lines == ["one", "two      ↓"])
  }

  @Test func aScreenTooSmallForItsControlsStillReachesThemAll() {
    let log = Log()
    let driver = HeadlessDriver(size: Size(width: 20, height: 2)) {
      Text("Header")
      Button("First") { log.entries.append("first") }
      Button("Second") { log.entries.append("second") }
      Button("Third") { log.entries.append("third") }
    }
    #expect(driver.lines == ["Header", "[ First ]"])
    driver.press(.down, .down)
    #expect(driver.lines == ["[ Second ]", "[ Third ]"])
    driver.press(.enter)
    #expect(log.entries == ["third"])
  }
}
