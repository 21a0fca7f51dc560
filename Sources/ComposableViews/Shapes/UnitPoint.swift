import Foundation

/// A point in a view's bounds, from 0 to 1 along each axis, as SwiftUI's: where a gradient starts
/// and ends, what a shape turns around.
public struct UnitPoint: Hashable, Sendable {
  public var x: Double
  public var y: Double

  /// The point at `x` and `y`, each a fraction of the width and height.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The top left corner.
  public init() {
    self.init(x: 0, y: 0)
  }

  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)

  /// The point in `rect`.
  func point(in rect: CGRect) -> CGPoint {
    CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
  }
}
