import ComposableTerminal

/// The sixteen colour themes of Apple's Scrumdinger, by their upstream names.
enum Theme: String, CaseIterable, Codable, Equatable, Hashable, Identifiable, Sendable {
  case bubblegum
  case buttercup
  case indigo
  case lavender
  case magenta
  case navy
  case orange
  case oxblood
  case periwinkle
  case poppy
  case purple
  case seafoam
  case sky
  case tan
  case teal
  case yellow

  var id: Self { self }

  /// The name shown to the user: "Bubblegum".
  var name: String { self.rawValue.capitalized }

  /// The theme's colour: the background of its sync-up's row, detail and meeting.
  var mainColor: Color {
    switch self {
    case .bubblegum: Color(red: 0.933, green: 0.506, blue: 0.765)
    case .buttercup: Color(red: 0.953, green: 0.843, blue: 0.478)
    case .indigo: Color(red: 0.208, green: 0.098, blue: 0.604)
    case .lavender: Color(red: 0.804, green: 0.706, blue: 0.949)
    case .magenta: Color(red: 0.647, green: 0.071, blue: 0.431)
    case .navy: Color(red: 0.000, green: 0.125, blue: 0.376)
    case .orange: Color(red: 1.000, green: 0.541, blue: 0.239)
    case .oxblood: Color(red: 0.435, green: 0.075, blue: 0.102)
    case .periwinkle: Color(red: 0.525, green: 0.529, blue: 0.894)
    case .poppy: Color(red: 1.000, green: 0.369, blue: 0.357)
    case .purple: Color(red: 0.569, green: 0.294, blue: 0.749)
    case .seafoam: Color(red: 0.796, green: 0.929, blue: 0.898)
    case .sky: Color(red: 0.431, green: 0.710, blue: 1.000)
    case .tan: Color(red: 0.757, green: 0.604, blue: 0.420)
    case .teal: Color(red: 0.180, green: 0.549, blue: 0.549)
    case .yellow: Color(red: 1.000, green: 0.890, blue: 0.302)
    }
  }

  /// The colour of text on the theme's colour: black on the light themes, white on the dark
  /// ones, as upstream.
  var accentColor: Color {
    switch self {
    case .bubblegum, .buttercup, .lavender, .orange, .periwinkle, .poppy, .seafoam, .sky, .tan,
      .teal, .yellow:
      .black
    case .indigo, .magenta, .navy, .oxblood, .purple:
      .brightWhite
    }
  }
}
