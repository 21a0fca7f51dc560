import Foundation

// SwiftUI's `Color("bubblegum")` reads a colour set from an asset catalogue, which only Xcode
// compiles. Here a name resolves without one, so that upstream's SyncUps, whose themes are named
// colours, compiles and shows each theme in a colour of its own.
extension Color {
  /// A colour by name, as SwiftUI reads one from an asset catalogue:
  ///
  /// ```swift
  /// Color("bubblegum")
  /// ```
  ///
  /// Without an asset catalogue, a name of one of the colours declared here (`"red"`,
  /// `"brightBlue"`, `"orange"`, …) is that colour, and any other name is a colour made from the
  /// name: the same on every run and on every platform, and most likely different for different
  /// names.
  ///
  /// - Parameters:
  ///   - name: The colour's name.
  ///   - bundle: Accepted for SwiftUI's signature; there is no asset catalogue to read.
  public init(_ name: String, bundle: Bundle? = nil) {
    if let named = Self.byName[name] {
      self = named
    } else {
      self = Self.derived(from: name)
    }
  }

  private static let byName: [String: Color] = {
    let terminal = Self.named.map { ("\($0)", $0) }
    return Dictionary(terminal + Self.swiftUINames.map { ($0.name, $0.color) }) { first, _ in first }
  }()

  /// A saturated, mid-bright colour whose hue comes from an FNV-1a hash of the name's UTF-8
  /// bytes (Swift's own hashing is seeded per process, so it would differ from run to run).
  private static func derived(from name: String) -> Color {
    var hash: UInt32 = 2_166_136_261
    for byte in name.utf8 {
      hash = (hash ^ UInt32(byte)) &* 16_777_619
    }
    let hue = Double(hash % 360) / 60
    let falling = 1 - abs(hue.truncatingRemainder(dividingBy: 2) - 1)
    let (red, green, blue): (Double, Double, Double) =
      switch Int(hue) {
      case 0: (1, falling, 0)
      case 1: (falling, 1, 0)
      case 2: (0, 1, falling)
      case 3: (0, falling, 1)
      case 4: (falling, 0, 1)
      default: (1, 0, falling)
      }
    // Saturation and brightness of 0.8, so that text stays readable on it.
    func channel(_ value: Double) -> Double { 0.8 * (1 - 0.8 + 0.8 * value) }
    return Color(red: channel(red), green: channel(green), blue: channel(blue))
  }
}
