import ComposableTerminal

// Colours as SwiftUI code writes them, and how a terminal host draws them: exactly when the
// terminal shows 24-bit colour, as the nearest named colour otherwise.

struct BadgeView: View {
  let color: Color

  var body: some View {
    Text("Design").foregroundColor(.black).padding(.horizontal, 1).background(color)
  }
}

/// Builds colours by their components and draws one through a terminal renderer both ways.
@MainActor
public func runColorAPI() -> [String] {
  var failures: [String] = []
  let pink = Color(red: 0.933, green: 0.506, blue: 0.765, opacity: 1)
  let components = pink.components
  if (components.red, components.green, components.blue) != (238, 129, 195) || components.opacity != 1 {
    failures.append("colours: components of a colour by components: \(components)")
  }
  if case let .rgb(red, _, _, _) = Color(red: 2, green: 0, blue: 0), red != 1 {
    failures.append("colours: components are clamped: \(red)")
  }
  if Color(red: 0.9, green: 0.9, blue: 0.9).nearestNamed != .white || Color.named.count != 16 {
    failures.append("colours: the nearest named colour")
  }
  let screen = Screen(rendering: BadgeView(color: pink), size: Size(width: 8, height: 1))
  var exact = ScreenRenderer(trueColor: true)
  var nearest = ScreenRenderer()
  if !exact.render(screen).contains("48;2;238;129;195") || nearest.render(screen).contains(";2;") {
    failures.append("colours: a terminal draws 24-bit colour only when told it can")
  }
  if !ScreenRenderer.terminalSupportsTrueColor(environment: ["COLORTERM": "truecolor"]) {
    failures.append("colours: COLORTERM=truecolor says the terminal shows 24-bit colour")
  }
  return failures
}
