import Foundation

/// A rectangle filling the rectangle it is drawn in.
///
/// ```swift
/// Rectangle().fill(.gray).frame(height: 1)
/// ```
public struct Rectangle: Shape {
  public init() {}

  public func path(in rect: CGRect) -> Path { Path(rect) }
}
