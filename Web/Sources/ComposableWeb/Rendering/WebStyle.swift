@_spi(Rendering) import ComposableViews

/// How text styles and colours of the view vocabulary look in CSS.
enum WebStyle {
  /// The inline CSS for a text `style`, or `nil` for plain text.
  static func css(_ style: Style) -> String? {
    var rules: [String] = []
    if style.isBold { rules.append("font-weight:bold") }
    if style.isDim { rules.append("opacity:.6") }
    var foreground = style.foregroundColor.map(css)
    var background = style.backgroundColor.map(css)
    if style.isInverse {
      (foreground, background) = (background ?? "Canvas", foreground ?? "CanvasText")
    }
    if let foreground { rules.append("color:" + foreground) }
    if let background { rules.append("background:" + background) }
    return rules.isEmpty ? nil : rules.joined(separator: ";")
  }

  /// The CSS colour of a colour: a named colour's tone for the page, a colour given by
  /// components as `rgb()` (with its opacity when it has one).
  static func css(_ color: Color) -> String {
    switch color {
    case .rgb: rgb(color.components)
    case .black: "#000000"
    case .red: "#c0392b"
    case .green: "#1e8449"
    case .yellow: "#b7950b"
    case .blue: "#2471a3"
    case .magenta: "#8e44ad"
    case .cyan: "#138d90"
    case .white: "#d0d3d4"
    case .brightBlack: "#707b7c"
    case .brightRed: "#e74c3c"
    case .brightGreen: "#2ecc71"
    case .brightYellow: "#f1c40f"
    case .brightBlue: "#3498db"
    case .brightMagenta: "#bb8fce"
    case .brightCyan: "#48c9b0"
    case .brightWhite: "#ffffff"
    }
  }

  /// `rgb(R,G,B)`, or `rgb(R,G,B,A)` for a colour that is not opaque.
  private static func rgb(_ components: (red: Int, green: Int, blue: Int, opacity: Double)) -> String {
    let (red, green, blue, opacity) = components
    guard opacity < 1 else { return "rgb(\(red),\(green),\(blue))" }
    return "rgb(\(red),\(green),\(blue),\((opacity * 1000).rounded() / 1000))"
  }
}
