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
}
