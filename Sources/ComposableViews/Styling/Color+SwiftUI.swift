import ComposableArchitecture

// SwiftUI's fixed colours that are not among the terminal's sixteen, so that a feature keeping a
// `Color` in its state (upstream's Animations case study cycles through `.orange`, `.pink`,
// `.purple`) compiles unchanged. Each is SwiftUI's light-appearance value; a terminal without
// 24-bit colour draws its nearest named colour. `.primary`, `.secondary` and `.accentColor` are
// not here: they have no value of their own, they follow the appearance and the app
// (Color+Semantic.swift).
extension Color {
  /// SwiftUI's brown.
  public static let brown = Color(red: 162 / 255, green: 132 / 255, blue: 94 / 255)

  /// SwiftUI's clear: no colour at all.
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)

  /// SwiftUI's gray.
  public static let gray = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)

  /// SwiftUI's indigo.
  public static let indigo = Color(red: 88 / 255, green: 86 / 255, blue: 214 / 255)

  /// SwiftUI's mint.
  public static let mint = Color(red: 0, green: 199 / 255, blue: 190 / 255)

  /// SwiftUI's orange.
  public static let orange = Color(red: 1, green: 149 / 255, blue: 0)

  /// SwiftUI's pink.
  public static let pink = Color(red: 1, green: 45 / 255, blue: 85 / 255)

  /// SwiftUI's purple.
  public static let purple = Color(red: 175 / 255, green: 82 / 255, blue: 222 / 255)

  /// SwiftUI's teal.
  public static let teal = Color(red: 48 / 255, green: 176 / 255, blue: 199 / 255)

  /// The colours above by name, for dumps.
  static let swiftUINames: [(name: String, color: Color)] = [
    ("brown", .brown), ("clear", .clear), ("gray", .gray), ("indigo", .indigo), ("mint", .mint),
    ("orange", .orange), ("pink", .pink), ("purple", .purple), ("teal", .teal),
  ]
}

// A test store's failure shows `circleColor: Color.orange`, as CustomDump shows SwiftUI's
// colours, rather than the components the colour is made of.
extension Color: CustomDumpStringConvertible {
  public var customDumpDescription: String {
    if let named = Self.swiftUINames.first(where: { $0.color == self }) {
      return "Color.\(named.name)"
    }
    if case let .semantic(semantic) = self { return semantic.dumpName }
    guard case let .rgb(red, green, blue, opacity) = self else { return "Color.\(self)" }
    return "Color(red: \(red), green: \(green), blue: \(blue), opacity: \(opacity))"
  }
}
