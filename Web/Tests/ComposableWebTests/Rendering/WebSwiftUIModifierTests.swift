import ComposableArchitecture
import ComposableViews
import Testing

@testable import ComposableWeb

// SwiftUI's modifiers as the browser draws them: `disabled` really disables (no handlers, the
// `disabled` attribute), `italic`, `monospacedDigit` and `textCase` are CSS, the modifiers
// without meaning here leave the view as it is.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct WebSwiftUIModifierTests {
  @Test func aDisabledButtonHasNoHandlerAndIsMarkedDisabled() throws {
    final class Presses { var count = 0 }
    let presses = Presses()
    let session = WebSession(
      scene: WebScene {
        VStack {
          VStack {
            Button("Save") { presses.count += 1 }
            TextField("Title", text: .constant(""))
          }
          .disabled(true)
          Button("Cancel") { presses.count += 10 }
        }
      })

    #expect(session.tree.html.contains(
      #"<div class="styled disabled" style="display:contents;opacity:.5">"#))
    #expect(session.tree.html.contains(#"<button disabled="" type="button">Save</button>"#))
    #expect(session.tree.html.contains(#"<input aria-label="Title" disabled="" placeholder="Title""#))
    #expect(session.tree.controlID(.click, containing: "Save") == nil)
    let cancel = try #require(session.tree.controlID(.click, containing: "Cancel"))
    try session.handle(WebEvent(controlID: cancel, kind: .click))
    #expect(presses.count == 10)
  }

  @Test func italicMonospacedDigitsAndTextCaseAreCSS() {
    let html = WebViewRenderer {
      VStack {
        Text("Notes").italic()
        Text("42s").monospacedDigit()
        VStack { Text("Attendees") }.textCase(.uppercase)
      }
    }
    .render().html

    #expect(html.contains(#"<span style="font-style:italic">Notes</span>"#))
    #expect(html.contains(
      #"<div class="styled" style="display:contents;font-variant-numeric:tabular-nums"><span>42s</span></div>"#))
    #expect(html.contains(#"<div class="styled" style="display:contents;text-transform:uppercase">"#))
  }

  @Test func modifiersWithoutMeaningHereDrawTheViewAsItIs() {
    let plain = WebViewRenderer {
      VStack {
        Text("Hint")
        TextField("Title", text: .constant(""))
      }
    }
    .render().html
    let modified = WebViewRenderer {
      VStack {
        Text("Hint").transition(.opacity).animation(.easeInOut, value: 1)
        TextField("Title", text: .constant("")).textFieldStyle(.roundedBorder)
      }
    }
    .render().html

    #expect(modified == plain)
  }
}
