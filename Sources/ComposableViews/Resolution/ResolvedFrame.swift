/// The bounds `frame(…)` puts on a view's size, in cells; `Int.max` is SwiftUI's `.infinity`:
/// as much as the container offers.
@_spi(Rendering)
public struct ResolvedFrame: Hashable, Sendable {
  public let minWidth: Int?
  public let maxWidth: Int?
  public let minHeight: Int?
  public let maxHeight: Int?

  /// Whether the view takes the whole width its container offers.
  public var fillsWidth: Bool { maxWidth == .max }
  /// Whether the view takes the whole height its container offers.
  public var fillsHeight: Bool { maxHeight == .max }

  /// A length in cells: rounded, never negative; an infinite one is `Int.max`.
  static func cells(_ length: Double) -> Int {
    guard length.isFinite else { return length > 0 ? .max : 0 }
    return max(0, Int(length.rounded()))
  }
}
