import Testing

@testable import ComposableTerminal

@MainActor
final class Log {
  var entries: [String] = []
}

@MainActor
struct FocusTests {
  private func focusedRow(_ driver: HeadlessDriver) -> Int? {
    let screen = driver.screen
    return (0..<screen.size.height).first { screen[0, $0].style.isInverse }
  }

  private func threeButtons(_ log: Log) -> HeadlessDriver {
    HeadlessDriver(size: Size(width: 30, height: 4)) {
      Text("Title")
      Button("One") { log.entries.append("one") }
      Button("Two", key: "2") { log.entries.append("two") }
      Button("Three") { log.entries.append("three") }
    }
  }

  @Test func firstFocusableViewStartsFocused() {
    #expect(focusedRow(threeButtons(Log())) == 1)
  }

  @Test func tabAndArrowsMoveFocusForwardAndWrap() {
    let driver = threeButtons(Log())
    driver.press(.tab)
    #expect(focusedRow(driver) == 2)
    driver.press(.down)
    #expect(focusedRow(driver) == 3)
    driver.press(.right)
    #expect(focusedRow(driver) == 1)
  }

  @Test func shiftTabAndArrowsMoveFocusBack() {
    let driver = threeButtons(Log())
    driver.press(.backTab)
    #expect(focusedRow(driver) == 3)
    driver.press(.up, .left)
    #expect(focusedRow(driver) == 1)
  }

  @Test func enterActivatesTheFocusedButton() {
    let log = Log()
    let driver = threeButtons(log)
    driver.press(.enter, .tab, .tab, .enter)
    #expect(log.entries == ["one", "three"])
  }

  @Test func aButtonsKeyActivatesItFromAnywhere() {
    let log = Log()
    let driver = threeButtons(log)
    driver.press("2", "x")
    #expect(log.entries == ["two"])
    #expect(focusedRow(driver) == 1)
  }

  @Test func aFocusedTextFieldGetsCharactersBeforeShortcuts() {
    let log = Log()
    let model = Model()
    let driver = HeadlessDriver(size: Size(width: 30, height: 3)) {
      TextField("Name", text: Binding(get: { model.text }, set: { model.text = $0 }))
      Button("Quit", key: "q") { log.entries.append("quit") }
    }
    driver.type("q")
    #expect(model.text == "q")
    #expect(log.entries.isEmpty)
    driver.press(.tab, "q")
    #expect(log.entries == ["quit"])
  }

  @Test func escapeGoesToTheInnermostKeyPressHandler() {
    let log = Log()
    let driver = HeadlessDriver(size: Size(width: 30, height: 3)) {
      VStack {
        Text("Detail")
          .onKeyPress(.escape) { log.entries.append("inner") }
      }
      .onKeyPress(.escape) { log.entries.append("outer") }
      .onKeyPress("x") { log.entries.append("x") }
    }
    driver.press(.escape, "x")
    #expect(log.entries == ["inner", "x"])
  }

  @Test func controlCAndQuitRequestAStop() {
    let driver = threeButtons(Log())
    #expect(!driver.isQuitRequested)
    driver.press(.control("c"))
    #expect(driver.isQuitRequested)

    let quitting = HeadlessDriver(size: Size(width: 20, height: 1)) {
      Button("Quit", key: "q") { TerminalApp.quit() }
    }
    quitting.input(Array("q".utf8))
    #expect(quitting.isQuitRequested)
  }

  @Test func focusStaysOnTheSameViewWhenViewsBeforeItAppear() {
    let model = Model()
    let driver = HeadlessDriver(size: Size(width: 30, height: 4)) {
      if model.isOn {
        Button("New") {}
      }
      Button("A") {}
      Button("B") { model.isOn = true }
    }
    driver.press(.tab, .enter)
    #expect(driver.text == "[ New ]\n[ A ]\n[ B ]")
    #expect(focusedRow(driver) == 2)
  }

  @Test func focusMovesToTheFirstViewWhenTheFocusedOneDisappears() {
    let model = Model()
    let driver = HeadlessDriver(size: Size(width: 30, height: 4)) {
      Button("A") {}
      if !model.isOn {
        Button("Hide me") { model.isOn = true }
      }
    }
    driver.press(.tab, .enter)
    #expect(driver.text == "[ A ]")
    #expect(focusedRow(driver) == 0)
  }

  @Test func rawInputIsDecodedLikeTheTerminalDoes() {
    let log = Log()
    let driver = threeButtons(log)
    driver.input(Array("\u{1B}[B\u{1B}[B\r".utf8))
    #expect(log.entries == ["three"])
  }
}
