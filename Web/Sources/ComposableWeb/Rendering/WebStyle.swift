import Foundation
@_spi(Rendering) import ComposableViews

/// How text styles and colours of the view vocabulary look in CSS.
enum WebStyle {
  /// The inline CSS for a text `style`, or `nil` for plain text.
  static func css(_ style: Style) -> String? {
    var rules: [String] = []
    if style.isBold { rules.append("font-weight:bold") }
    if style.isDim { rules.append("opacity:.6") }
    if style.isItalic { rules.append("font-style:italic") }
    var foreground = style.foregroundColor.map(css)
    var background = style.backgroundColor.map(css)
    if style.isInverse {
      (foreground, background) = (background ?? "Canvas", foreground ?? "CanvasText")
    }
    if let foreground { rules.append("color:" + foreground) }
    if let background { rules.append("background:" + background) }
    return rules.isEmpty ? nil : rules.joined(separator: ";")
  }

  /// The CSS colour of a colour: a named colour is the page's custom property of that name
  /// (`var(--tca-red)`, which the stylesheet sets for light and dark), a semantic colour the
  /// page's property for its role (`var(--label)`), a colour given by components is `rgb()`
  /// (with its opacity when it has one).
  static func css(_ color: Color) -> String {
    switch color {
    case .rgb: rgb(color.components)
    case .black: "var(--tca-black)"
    case .red: "var(--tca-red)"
    case .green: "var(--tca-green)"
    case .yellow: "var(--tca-yellow)"
    case .blue: "var(--tca-blue)"
    case .magenta: "var(--tca-magenta)"
    case .cyan: "var(--tca-cyan)"
    case .white: "var(--tca-white)"
    case .brightBlack: "var(--tca-bright-black)"
    case .brightRed: "var(--tca-bright-red)"
    case .brightGreen: "var(--tca-bright-green)"
    case .brightYellow: "var(--tca-bright-yellow)"
    case .brightBlue: "var(--tca-bright-blue)"
    case .brightMagenta: "var(--tca-bright-magenta)"
    case .brightCyan: "var(--tca-bright-cyan)"
    case .brightWhite: "var(--tca-bright-white)"
    case let .semantic(semantic): css(semantic)
    }
  }

  /// The page's custom property for a role. The accent has one of its own, apart from the
  /// `--tint` that `tint(_:)` sets, so that `.tint(.accentColor)` restores it.
  private static func css(_ semantic: SemanticColor) -> String {
    switch semantic {
    case .label: "var(--label)"
    case .secondaryLabel: "var(--secondary-label)"
    case .accent: "var(--accent)"
    case .background: "var(--card)"
    case .secondaryBackground: "var(--background)"
    }
  }

  /// The CSS `place-items` keyword for a horizontal alignment.
  static func css(_ alignment: HorizontalAlignment) -> String {
    switch alignment {
    case .leading: "start"
    case .center: "center"
    case .trailing: "end"
    }
  }

  /// The CSS `place-items` keyword for a vertical alignment.
  static func css(_ alignment: VerticalAlignment) -> String {
    switch alignment {
    case .top: "start"
    case .center: "center"
    case .bottom: "end"
    }
  }

  /// Black or white, whichever reads on `color` (a colour given by components and mostly
  /// opaque): a light theme colour keeps dark text in dark mode too. `nil` for a named colour,
  /// which the stylesheet sets per appearance.
  static func readableText(on color: Color) -> String? {
    guard case .rgb = color else { return nil }
    let (red, green, blue, opacity) = color.components
    guard opacity >= 0.5 else { return nil }
    // Relative luminance (WCAG), from the sRGB components.
    func linear(_ byte: Int) -> Double {
      let value = Double(byte) / 255
      return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    let luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    // Where black and white text have the same contrast ratio.
    return luminance > 0.179 ? "#000" : "#fff"
  }

  /// `rgb(R,G,B)`, or `rgb(R,G,B,A)` for a colour that is not opaque.
  private static func rgb(_ components: (red: Int, green: Int, blue: Int, opacity: Double)) -> String {
    let (red, green, blue, opacity) = components
    guard opacity < 1 else { return "rgb(\(red),\(green),\(blue))" }
    return "rgb(\(red),\(green),\(blue),\((opacity * 1000).rounded() / 1000))"
  }
}
