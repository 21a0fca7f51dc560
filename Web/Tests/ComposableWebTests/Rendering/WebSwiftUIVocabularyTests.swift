import ComposableArchitecture
import ComposableViews
import Testing

@testable import ComposableWeb

// SwiftUI's names a view written for SwiftUI reaches for, as HTML: a button with a label of
// views, sections with a header and a footer, labels, SF Symbols as glyphs and `ZStack`.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct WebSwiftUIVocabularyTests {
  @Test func aButtonWithALabelDrawsItsViewsInsideTheButtonAndClicksCallItsAction() throws {
    final class Presses { var count = 0 }
    let presses = Presses()
    let session = WebSession(
      scene: WebScene {
        Button {
          presses.count += 1
        } label: {
          Label("Start", systemImage: "play.circle")
        }
      })

    // The label's views are the button's content; a click on it presses the button.
    let button = try #require(session.tree.controlID(.click, containing: "Start"))
    #expect(session.tree.html.contains(
      #"value="\#(button)"><div class="hstack" style="display:flex;flex-direction:row;align-items:center;gap:1ch">"#
        + #"<span aria-label="play.circle" class="symbol" role="img">▷</span><span>Start</span></div></button>"#))
    try session.handle(WebEvent(controlID: button, kind: .click))
    #expect(presses.count == 1)
  }

  @Test func sectionsTakeAHeaderAFooterOrBoth() {
    let html = WebViewRenderer {
      VStack {
        Section {
          Text("a")
        } header: {
          Text("H")
        } footer: {
          Text("F")
        }
        Section {
          Text("b")
        } footer: {
          Text("G")
        }
        Section {
          Text("c")
        }
      }
    }
    .render().html

    #expect(html.contains(
      #"<section><h3><span>H</span></h3><div class="rows"><div class="row"><span>a</span></div></div>"#
        + #"<footer><span>F</span></footer></section>"#))
    #expect(html.contains(
      #"<section><div class="rows"><div class="row"><span>b</span></div></div><footer><span>G</span></footer></section>"#))
    #expect(html.contains(#"<section><div class="rows"><div class="row"><span>c</span></div></div></section>"#))
  }

  @Test func anUnknownSymbolIsAPlaceholderNamedForAssistiveTechnology() {
    let html = WebViewRenderer { Image(systemName: "no.such.symbol") }.render().html
    #expect(html.contains(#"<span aria-label="no.such.symbol" class="symbol" role="img">◌</span>"#))
  }

  @Test func aZStackPutsItsChildrenInOneGridCellPlacedByItsAlignment() {
    let html = WebViewRenderer {
      ZStack(alignment: .bottomLeading) {
        Text("back")
        Text("front")
      }
    }
    .render().html

    #expect(html.contains(
      #"<div class="zstack" style="display:grid;place-items:end start">"#
        + #"<div style="grid-area:1/1"><span>back</span></div><div style="grid-area:1/1"><span>front</span></div></div>"#))
  }
}
