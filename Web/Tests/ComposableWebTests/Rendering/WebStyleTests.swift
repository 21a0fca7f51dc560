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
    #expect(WebStyle.css(.yellow) == "#b7950b")
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

    #expect(html.contains(#"<div style="background:rgb(238,129,195)"><span style="color:#000000">Design</span></div>"#))
    #expect(html.contains(#"<span style="color:rgb(0,32,96)">Navy</span>"#))
  }
}
