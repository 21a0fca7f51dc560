/// Where a view sits inside a larger space, on both axes: SwiftUI's `Alignment`, as a
/// ``ZStack`` takes it.
public struct Alignment: Hashable, Sendable {
  /// Where along the horizontal axis.
  public var horizontal: HorizontalAlignment
  /// Where along the vertical axis.
  public var vertical: VerticalAlignment

  /// An alignment from its two components.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// How a view is placed along the vertical axis of a larger space.
public enum VerticalAlignment: Hashable, Sendable {
  case top, center, bottom
}
