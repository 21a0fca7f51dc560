/// Colours to blend along a line, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
  /// The colours, from the start of the line to its end, evenly spaced.
  public var colors: [Color]

  /// A gradient through `colors`.
  public init(colors: [Color]) {
    self.colors = colors
  }
}

/// A gradient along the line from `startPoint` to `endPoint`, as SwiftUI's: fill a shape with it.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 4)
///   .fill(LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
/// ```
///
/// A browser draws the gradient; a terminal, whose dots take one colour each, its first colour.
public struct LinearGradient: ShapeStyle, Hashable {
  public var gradient: Gradient
  public var startPoint: UnitPoint
  public var endPoint: UnitPoint

  /// A gradient of `gradient` from `startPoint` to `endPoint`.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// A gradient through `colors` from `startPoint` to `endPoint`.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }
}
