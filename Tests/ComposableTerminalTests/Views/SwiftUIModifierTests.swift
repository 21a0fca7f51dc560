import Observation
import Testing

@testable import ComposableTerminal

@MainActor @Observable
private final class SaveButtonModel {
  var isSaveDisabled = true
  var saves = 0
}

// SwiftUI's modifiers as a terminal draws them: `disabled` really disables, `italic` and
// `textCase` are applied, the modifiers without meaning here leave the view as it is.
@MainActor
struct SwiftUIModifierTests {
  @Test func aDisabledButtonIgnoresItsKeysAndIsDimmed() {
    let editor = SaveButtonModel()
    let driver = HeadlessDriver(size: Size(width: 20, height: 2)) {
      Button("Save", key: "s") { editor.saves += 1 }
        .disabled(editor.isSaveDisabled)
    }
    #expect(driver.text == "[ Save (s) ]")
    #expect(driver.screen[2, 0].style == Style(isDim: true))
    driver.press(.enter)
    driver.press("s")
    #expect(editor.saves == 0)

    editor.isSaveDisabled = false
    driver.press("s")
    #expect(editor.saves == 1)
    #expect(!driver.screen[2, 0].style.isDim)
  }

  @Test func aDisabledContainerDisablesItsControlsWhateverTheySay() {
    var isOn = false
    let driver = HeadlessDriver(size: Size(width: 20, height: 1)) {
      VStack {
        Toggle("Timer", isOn: Binding(get: { isOn }, set: { isOn = $0 }))
          .disabled(false)
      }
      .disabled(true)
    }
    driver.press(.enter)
    driver.press(" ")
    #expect(!isOn)
  }

  @Test func italicAndTextCaseAreApplied() {
    let screen = Screen(
      rendering: VStack {
        Text("Notes").italic()
        VStack { Text("Attendees") }.textCase(.uppercase).italic()
        Text("MiXed").textCase(.lowercase)
      },
      size: Size(width: 10, height: 3))
    #expect(screen.lines == ["Notes", "ATTENDEES", "mixed"])
    #expect(screen[0, 0].style == Style(isItalic: true))
    #expect(screen[0, 1].style == Style(isItalic: true))
    #expect(Style(isItalic: true).selectGraphicRendition == "\u{1B}[0;3m")
  }

  @Test func modifiersWithoutMeaningHereDrawTheViewAsItIs() {
    var title = "Design"
    let screen = Screen(
      rendering: VStack {
        Text("42s").monospacedDigit()
        Text("Hint").transition(.opacity).transition(.move(edge: .bottom).combined(with: .opacity))
        Text("Progress").animation(.linear, value: 3)
        TextField("Title", text: Binding(get: { title }, set: { title = $0 })).textFieldStyle(.roundedBorder)
      },
      size: Size(width: 12, height: 4))
    #expect(screen.lines[0...2] == ["42s", "Hint", "Progress"])
    #expect(screen.lines[3].hasPrefix("[Design"))
  }
}
