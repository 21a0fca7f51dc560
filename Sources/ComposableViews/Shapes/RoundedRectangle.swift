import Foundation

/// A rectangle with rounded corners, filling the rectangle it is drawn in.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 4).stroke(.blue, lineWidth: 1)
/// ```
public struct RoundedRectangle: Shape {
  /// The radius of each corner.
  public var cornerRadius: CGFloat

  /// A rounded rectangle whose corners have `cornerRadius`.
  public init(cornerRadius: CGFloat) {
    self.cornerRadius = cornerRadius
  }

  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: cornerRadius)
  }
}
