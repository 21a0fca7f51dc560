extension Color {
  /// The SGR parameters that select this colour for the foreground (`background` adds 10 to a
  /// named colour's code and uses 48 for a 24-bit one).
  ///
  /// A colour given by its components is `38;2;R;G;B` when the terminal shows 24-bit colour,
  /// and the nearest named colour's code otherwise. Opacity is not drawn: a terminal cell has no
  /// backdrop to blend with.
  func sgrParameters(background: Bool, trueColor: Bool) -> String {
    if case .rgb = self {
      guard trueColor else { return nearestNamed.sgrParameters(background: background, trueColor: false) }
      let (red, green, blue, _) = components
      return "\(background ? 48 : 38);2;\(red);\(green);\(blue)"
    }
    return String(namedCode + (background ? 10 : 0))
  }

  /// The code of the colour a terminal draws a role in: its default colours for text and
  /// backgrounds (39 and 49 select them), grey for secondary text, blue for the accent.
  private static func namedCode(of semantic: SemanticColor) -> Int {
    switch semantic {
    case .label, .background: 39
    case .secondaryLabel, .secondaryBackground: 90
    case .accent: 34
    }
  }

  /// The SGR code that selects a named colour for the foreground.
  private var namedCode: Int {
    switch self {
    case .black: 30
    case .red: 31
    case .green: 32
    case .yellow: 33
    case .blue: 34
    case .magenta: 35
    case .cyan: 36
    case .white: 37
    case .brightBlack: 90
    case .brightRed: 91
    case .brightGreen: 92
    case .brightYellow: 93
    case .brightBlue: 94
    case .brightMagenta: 95
    case .brightCyan: 96
    case .brightWhite: 97
    case .rgb: nearestNamed.namedCode
    case let .semantic(semantic): Self.namedCode(of: semantic)
    }
  }
}
