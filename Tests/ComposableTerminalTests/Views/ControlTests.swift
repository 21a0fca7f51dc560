import Testing

@testable import ComposableTerminal

/// Plain state for controls to bind to; a class so bindings can write through.
@MainActor
final class Model {
  var text = ""
  var isOn = false
  var selection: Int?
}

@MainActor
struct ControlTests {
  private func binding<Value>(_ model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Value>) -> Binding<Value> {
    Binding(get: { model[keyPath: keyPath] }, set: { model[keyPath: keyPath] = $0 })
  }

  @Test func buttonShowsItsKeyAndHighlightsWhenFocused() {
    let driver = HeadlessDriver(size: Size(width: 40, height: 2)) {
      Button("Increment", key: "+") {}
      Button("Reset") {}
    }
    #expect(driver.text == "[ Increment (+) ]\n[ Reset ]")
    #expect(driver.screen[0, 0].style.isInverse)
    #expect(!driver.screen[0, 1].style.isInverse)
  }

  @Test func toggleFlipsWithEnterAndSpace() {
    let model = Model()
    let driver = HeadlessDriver(size: Size(width: 20, height: 1)) {
      Toggle("Timer", isOn: binding(model, \.isOn))
    }
    #expect(driver.text == "[ ] Timer")
    driver.press(.enter)
    #expect(model.isOn)
    #expect(driver.text == "[x] Timer")
    driver.press(" ")
    #expect(!model.isOn)
    #expect(driver.text == "[ ] Timer")
  }

  @Test func textFieldEditsAtTheCursorInGraphemeClusters() {
    let model = Model()
    let driver = HeadlessDriver(size: Size(width: 30, height: 1)) {
      TextField("Name", text: binding(model, \.text))
    }
    #expect(driver.text.hasPrefix("[Name"))
    driver.type("héllo")
    #expect(model.text == "héllo")
    driver.press(.left, .left, .backspace)
    #expect(model.text == "hélo")
    driver.type("中🙂")
    #expect(model.text == "hé中🙂lo")
    driver.press(.home, .delete, .end, .backspace)
    #expect(model.text == "é中🙂l")
    driver.press(.backspace, .backspace, .backspace, .backspace, .backspace)
    #expect(model.text == "")
  }

  @Test func textFieldDrawsTheCursorAndScrollsToKeepItVisible() {
    let model = Model()
    model.text = "abc"
    let driver = HeadlessDriver(size: Size(width: 6, height: 1)) {
      TextField("Name", text: binding(model, \.text))
    }
    // Width 6: brackets plus 4 columns; the cursor starts after the text.
    #expect(driver.text == "[abc ]")
    #expect(driver.screen[4, 0].style.isInverse)
    driver.type("de")
    #expect(driver.text == "[cde ]")
    driver.press(.home)
    #expect(driver.text == "[abcd]")
    #expect(driver.screen[1, 0].style.isInverse)
  }

  @Test func textFieldEditingRules() {
    var editor = TextEditing(text: "ab", cursor: 99)
    #expect(editor.cursor == 2)
    let used = [editor.handle(.backspace), editor.handle(.left), editor.handle(.backspace)]
    #expect(used == [true, true, true])
    #expect(editor.text == "a" && editor.cursor == 0)
    let ignored = [editor.handle(.up), editor.handle(.tab)]
    #expect(ignored == [false, false])
  }

  @Test func progressViewSpins() {
    let driver = HeadlessDriver(size: Size(width: 20, height: 1)) {
      ProgressView("Loading")
    }
    #expect(driver.text == "⠋ Loading")
    #expect(driver.isAnimating)
    driver.advanceAnimation()
    #expect(driver.text == "⠙ Loading")
  }
}
