/// A colour: one of the sixteen standard terminal colours, or any colour given by its red, green
/// and blue components.
///
/// <!-- snippet: group doc-counter; body -->
/// ```swift
/// Text("Offline").foregroundColor(.red)
/// ```
///
/// A colour made with ``init(red:green:blue:opacity:)`` is drawn exactly by a host that can (a
/// browser, a terminal that says it shows 24-bit colour) and as the nearest of the sixteen
/// named colours by a terminal that cannot.
///
/// <!-- snippet: group doc-counter; body -->
/// ```swift
/// Text("Sync-up").background(Color(red: 0.98, green: 0.56, blue: 0.66))
/// ```
public enum Color: Hashable, Sendable {
  case black, red, green, yellow, blue, magenta, cyan, white
  case brightBlack, brightRed, brightGreen, brightYellow
  case brightBlue, brightMagenta, brightCyan, brightWhite
  /// A colour by its components, each from 0 to 1; made by ``init(red:green:blue:opacity:)``.
  case rgb(red: Double, green: Double, blue: Double, opacity: Double)
  /// A colour that follows the appearance and the app, such as ``primary`` or
  /// `Color(.systemBackground)`: each host draws it in its own colour for that role.
  case semantic(SemanticColor)

  /// A colour from its red, green and blue components and its opacity, each from 0 to 1
  /// (values outside are clamped).
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
    self = .rgb(red: clamp(red), green: clamp(green), blue: clamp(blue), opacity: clamp(opacity))
  }

  /// The sixteen named colours, in the order of their terminal codes (black, red, …, white,
  /// then their bright variants).
  public static let named: [Color] = [
    .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white,
    .brightBlack, .brightRed, .brightGreen, .brightYellow,
    .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
  ]

  /// The colour's red, green and blue components from 0 to 255, and its opacity from 0 to 1.
  ///
  /// A named colour has the components of xterm's default palette; a semantic colour those
  /// SwiftUI gives it in the light appearance.
  public var components: (red: Int, green: Int, blue: Int, opacity: Double) {
    func byte(_ value: Double) -> Int { Int((value * 255).rounded()) }
    switch self {
    case .black: return (0, 0, 0, 1)
    case .red: return (205, 0, 0, 1)
    case .green: return (0, 205, 0, 1)
    case .yellow: return (205, 205, 0, 1)
    case .blue: return (0, 0, 238, 1)
    case .magenta: return (205, 0, 205, 1)
    case .cyan: return (0, 205, 205, 1)
    case .white: return (229, 229, 229, 1)
    case .brightBlack: return (127, 127, 127, 1)
    case .brightRed: return (255, 0, 0, 1)
    case .brightGreen: return (0, 255, 0, 1)
    case .brightYellow: return (255, 255, 0, 1)
    case .brightBlue: return (92, 92, 255, 1)
    case .brightMagenta: return (255, 0, 255, 1)
    case .brightCyan: return (0, 255, 255, 1)
    case .brightWhite: return (255, 255, 255, 1)
    case let .rgb(red, green, blue, opacity): return (byte(red), byte(green), byte(blue), opacity)
    case let .semantic(semantic): return semantic.lightComponents
    }
  }

  /// The named colour closest to this one (itself if it is named): what a terminal without
  /// 24-bit colour draws.
  ///
  /// Closeness weighs the components the way the eye does (red 2, green 4, blue 3, more red
  /// for reddish colours), so that a pink comes out as a red rather than a white.
  public var nearestNamed: Color {
    guard case .rgb = self else { return self }
    let (red, green, blue, _) = components
    var best = Color.black
    var bestDistance = Int.max
    for candidate in Self.named {
      let other = candidate.components
      let meanRed = (red + other.red) / 2
      let dr = red - other.red, dg = green - other.green, db = blue - other.blue
      let distance =
        (512 + meanRed) * dr * dr / 256 + 4 * dg * dg + (767 - meanRed) * db * db / 256
      if distance < bestDistance {
        best = candidate
        bestDistance = distance
      }
    }
    return best
  }
}
