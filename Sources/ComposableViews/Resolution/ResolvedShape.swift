import Foundation

/// A resolved shape: how to draw its outline in a rectangle, and with what.
///
/// Hosts call ``path(in:)`` with the rectangle they give the shape, measured in a terminal's
/// braille dots (two across and four down per character), and draw its subpaths.
@_spi(Rendering)
public struct ResolvedShape {
  /// How the outline is drawn.
  public enum Paint: Hashable, Sendable {
    /// Filled; `nil` is the foreground colour.
    case fill(ResolvedPaint?)
    /// Stroked `lineWidth` wide, centred on the outline; `nil` is the foreground colour.
    case stroke(ResolvedPaint?, lineWidth: Double)
  }

  public let paint: Paint
  private let outline: @MainActor (CGRect) -> Path

  @MainActor
  init(_ shape: some Shape, paint: Paint) {
    self.paint = paint
    self.outline = { shape.path(in: $0) }
  }

  /// The shape's outline in `rect`.
  @MainActor
  public func path(in rect: CGRect) -> Path { outline(rect) }
}

/// A colour or a gradient a shape is drawn with.
@_spi(Rendering)
public struct ResolvedPaint: Hashable, Sendable {
  /// The colours, from the start to the end; one for a plain colour.
  public let colors: [Color]
  /// Where a gradient starts and ends in the shape's bounds.
  public let startPoint: UnitPoint
  public let endPoint: UnitPoint

  /// The first colour: what a host that cannot blend draws.
  public var firstColor: Color? { colors.first }

  init(_ style: some ShapeStyle) {
    switch style {
    case let gradient as LinearGradient:
      (colors, startPoint, endPoint) = (gradient.gradient.colors, gradient.startPoint, gradient.endPoint)
    case let color as Color:
      (colors, startPoint, endPoint) = ([color], .top, .bottom)
    default:
      (colors, startPoint, endPoint) = ([], .top, .bottom)
    }
  }
}
