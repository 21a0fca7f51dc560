import Foundation

/// A rectangle whose shorter sides are half circles, filling the rectangle it is drawn in.
///
/// ```swift
/// Capsule().fill(.green).frame(width: 10, height: 2)
/// ```
public struct Capsule: Shape {
  public init() {}

  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
  }
}
