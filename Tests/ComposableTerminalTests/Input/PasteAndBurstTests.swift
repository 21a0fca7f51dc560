import Observation
import Testing

@testable import ComposableTerminal

@MainActor
struct PasteAndBurstTests {
  private let pasteStart = "\u{1B}[200~"
  private let pasteEnd = "\u{1B}[201~"

  @Test func aPasteGoesIntoTheFocusedFieldWithoutNewlinesOrTabs() {
    let model = Model()
    let log = Log()
    let driver = HeadlessDriver(size: Size(width: 40, height: 2)) {
      TextField("Name", text: Binding(get: { model.text }, set: { model.text = $0 }))
      Button("Quit", key: "q") { log.entries.append("quit") }
    }
    driver.type("ab")
    driver.press(.left)
    driver.input(Array((pasteStart + "x\ny\tq\u{3}" + pasteEnd).utf8))
    #expect(model.text == "axyqb")
    #expect(log.entries.isEmpty)
    #expect(!driver.isQuitRequested)
    driver.paste("\r\nz")
    #expect(model.text == "axyqzb")
  }

  @Test func aPasteNeverPressesButtonsQuitsOrMovesFocus() {
    let log = Log()
    let driver = HeadlessDriver(size: Size(width: 30, height: 2)) {
      Button("One", key: "1") { log.entries.append("one") }
      Button("Two") { log.entries.append("two") }
    }
    driver.input(Array((pasteStart + "1 \r\t\u{1B}[B\u{3}\u{1A}" + pasteEnd).utf8))
    #expect(log.entries.isEmpty)
    #expect(!driver.isQuitRequested)
    #expect(!driver.isSuspendRequested)
    #expect(driver.screen[0, 0].style.isInverse)
    driver.input(Array("1\r".utf8))
    #expect(log.entries == ["one", "one"])
  }

  @Test func typingThatArrivesTogetherIsInsertedAtOnce() {
    let model = Model()
    model.text = "start "
    let writes = Log()
    let driver = HeadlessDriver(size: Size(width: 40, height: 1)) {
      TextField("Name", text: Binding(get: { model.text }, set: { model.text = $0; writes.entries.append($0) }))
    }
    driver.input(Array("hello wörld".utf8))
    #expect(model.text == "start hello wörld")
    #expect(writes.entries == ["start hello wörld"])
    driver.input(Array("\u{7F}\u{7F}!".utf8))
    #expect(model.text == "start hello wör!")
  }

  @Test func keysAfterOneThatChangesTheScreenGoToTheNewScreen() {
    let editor = Editor()
    let driver = HeadlessDriver(size: Size(width: 30, height: 2)) {
      if editor.isEditing {
        TextField("Name", text: Binding(get: { editor.text }, set: { editor.text = $0 }))
      } else {
        Button("Edit", key: "e") { editor.isEditing = true }
      }
    }
    driver.input(Array("eab".utf8))
    #expect(editor.isEditing)
    #expect(editor.text == "ab")
  }

  @Test func ctrlZAsksToSuspend() {
    let driver = HeadlessDriver(size: Size(width: 10, height: 1)) { Text("x") }
    driver.input([0x1A])
    #expect(driver.isSuspendRequested)
    #expect(!driver.isQuitRequested)
  }
}

@MainActor
@Observable
final class Editor {
  var isEditing = false
  var text = ""
}
