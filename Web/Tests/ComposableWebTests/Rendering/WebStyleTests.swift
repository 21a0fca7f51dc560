import ComposableArchitecture
import ComposableViews
import Testing

@testable import ComposableWeb

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct WebStyleTests {
  @Test func aColourByComponentsIsACSSRGBColour() {
    #expect(WebStyle.css(Color(red: 0.933, green: 0.506, blue: 0.765)) == "rgb(238,129,195)")
    #expect(WebStyle.css(Color(red: 0, green: 0, blue: 1, opacity: 0.5)) == "rgb(0,0,255,0.5)")
    #expect(WebStyle.css(Color(red: 1, green: 1, blue: 1, opacity: 0.1)) == "rgb(255,255,255,0.1)")
    #expect(WebStyle.css(.yellow) == "var(--tca-yellow)")
  }

  @Test func aSemanticColourIsThePagesColourForItsRole() {
    #expect(WebStyle.css(.primary) == "var(--label)")
    #expect(WebStyle.css(.secondary) == "var(--secondary-label)")
    #expect(WebStyle.css(.accentColor) == "var(--accent)")
    #expect(WebStyle.css(Color(.systemBackground)) == "var(--card)")
    #expect(WebStyle.css(Color(.secondarySystemBackground)) == "var(--background)")
    #expect(WebStyle.readableText(on: .secondary) == nil)

    let html = WebViewRenderer {
      VStack {
        Text("5 attendees").foregroundStyle(.secondary)
        Text("Open").background(Color(.systemBackground))
      }
      .tint(.accentColor)
    }
    .render().html
    #expect(html.contains(#"style="display:contents;--tint:var(--accent)""#))
    #expect(html.contains(#"<span style="color:var(--secondary-label)">5 attendees</span>"#))
    #expect(html.contains(#"<div class="background" style="background:var(--card)">"#))
  }

  @Test func textOnAColourByComponentsIsBlackOrWhiteWhicheverReads() {
    // Scrumdinger's bubblegum and seafoam are light, its navy and oxblood dark.
    #expect(WebStyle.readableText(on: Color(red: 0.933, green: 0.506, blue: 0.765)) == "#000")
    #expect(WebStyle.readableText(on: Color(red: 0.8, green: 0.933, blue: 0.918)) == "#000")
    #expect(WebStyle.readableText(on: Color(red: 0, green: 0.125, blue: 0.376)) == "#fff")
    #expect(WebStyle.readableText(on: Color(red: 0.435, green: 0.075, blue: 0.102)) == "#fff")
    // A named colour is the stylesheet's to set; a faint one leaves the page's text.
    #expect(WebStyle.readableText(on: .yellow) == nil)
    #expect(WebStyle.readableText(on: Color(red: 0, green: 0, blue: 0, opacity: 0.1)) == nil)
  }

  @Test func textAndBackgroundsUseTheColoursByComponents() {
    let pink = Color(red: 0.933, green: 0.506, blue: 0.765)
    let html = WebViewRenderer {
      VStack {
        Text("Design").foregroundColor(.black).background(pink)
        Text("Navy").foregroundColor(Color(red: 0, green: 0.125, blue: 0.376))
      }
    }
    .render().html

    #expect(html.contains(#"<div class="background" style="background:rgb(238,129,195);color:#000"><span style="color:var(--tca-black)">Design</span></div>"#))
    #expect(html.contains(#"<span style="color:rgb(0,32,96)">Navy</span>"#))
  }

  @Test func styleModifiersAreCSSThatTheirContentInherits() {
    let pink = Color(red: 0.933, green: 0.506, blue: 0.765)
    let html = WebViewRenderer {
      VStack {
        Button("Start") {}.buttonStyle(.borderedProminent).tint(pink)
        Text("Date").font(.headline)
        VStack { Button("Open") {} }.foregroundStyle(.blue).bold()
      }
    }
    .render().html

    #expect(html.contains(
      #"<div class="styled" style="display:contents;--tint:rgb(238,129,195);--on-tint:#000">"#
        + #"<div class="styled" data-button-style="borderedProminent" style="display:contents">"#
        + #"<button type="button">Start</button></div></div>"#))
    #expect(html.contains(
      #"<div class="styled" data-font="headline" style="display:contents"><span>Date</span></div>"#))
    #expect(html.contains(
      #"<div class="styled" style="display:contents;font-weight:bold"><div class="styled foreground" "#
        + #"style="display:contents;color:var(--tca-blue)">"#))
  }

  @Test func aSegmentedPickerIsARadioGroupWhoseSegmentsChoose() throws {
    final class Model { var theme = WebTheme.buttercup }
    let model = Model()
    let theme = Binding(get: { model.theme }, set: { model.theme = $0 })
    let session = WebSession(
      scene: WebScene {
        Picker("Theme", selection: theme) {
          ForEach(WebTheme.allCases, id: \.self) { Text($0.rawValue) }
        }
        .pickerStyle(.segmented)
      })

    let group = try #require(session.tree.first { $0.attributes["role"] == "radiogroup" })
    #expect(group.attributes["aria-label"] == "Theme")
    #expect(group.children.map(\.allText) == ["bubblegum", "buttercup", "lavender"])
    #expect(group.children.map { $0.attributes["aria-checked"] } == ["false", "true", "false"])
    #expect(session.tree.first { $0.tag == "select" } == nil)
    try session.handle(WebEvent(controlID: try #require(group.children[2].attributes["data-cid"]), kind: .click))
    #expect(model.theme == .lavender)
  }

  @Test func framesBoundTheSizeInCharactersAndLines() {
    let html = WebViewRenderer {
      VStack {
        Text("fixed").frame(width: 10, height: 2)
        Text("wide").frame(maxWidth: .infinity)
        HStack { Text("grows").frame(maxWidth: .infinity) }
      }
    }
    .render().html

    let centred = "display:flex;justify-content:center;align-items:center;text-align:center"
    #expect(html.contains(
      #"<div class="frame" style="\#(centred);min-width:10ch;width:fit-content;max-width:10ch;"#
        + #"min-height:2lh;max-height:2lh;overflow:hidden"><span>fixed</span></div>"#))
    #expect(html.contains(
      #"<div class="frame fills-width" style="\#(centred);align-self:stretch"><span>wide</span></div>"#))
    #expect(html.contains(
      #"<div class="frame fills-width" style="\#(centred);flex:1 1 auto"><span>grows</span></div>"#))
  }
}
