import Foundation

/// A circle centred in the rectangle it is drawn in, as wide as the rectangle's shorter side.
///
/// ```swift
/// Circle().fill(.blue).frame(width: 4, height: 2)
/// ```
public struct Circle: Shape {
  public init() {}

  public func path(in rect: CGRect) -> Path {
    let diameter = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(
        x: rect.midX - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter))
  }
}
