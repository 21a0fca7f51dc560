import Foundation

/// A 2D shape: an outline for any rectangle it is drawn in, as SwiftUI's `Shape`.
///
/// Write your own with `path(in:)`; it is a view that fills the room it is given with the
/// foreground colour, or use `fill(_:)`, `stroke(_:lineWidth:)` and `trim(from:to:)`:
///
/// ```swift
/// struct SpeakerArc: Shape {
///   let totalSpeakers: Int
///   let speakerIndex: Int
///
///   func path(in rect: CGRect) -> Path {
///     let degreesPerSpeaker = 360 / Double(totalSpeakers)
///     let start = Angle(degrees: degreesPerSpeaker * Double(speakerIndex))
///     return Path { path in
///       path.addArc(
///         center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
///         startAngle: start, endAngle: start + .degrees(degreesPerSpeaker), clockwise: false)
///     }
///   }
/// }
/// ```
///
/// A browser draws a shape as SVG; a terminal as braille dots, two across and four down per
/// character, in the shape's colour. The rectangle a shape gets is measured in those dots (a
/// frame of 20 × 10 characters is 40 × 40), in both hosts, so that it looks alike on each.
public protocol Shape: View {
  /// The shape's outline in `rect`.
  func path(in rect: CGRect) -> Path
}

extension Shape {
  /// The shape filled with the foreground colour.
  public var body: some View {
    ShapeView(shape: ResolvedShape(self, paint: .fill(nil)))
  }

  /// The shape filled with `content`: a colour or a gradient.
  ///
  /// ```swift
  /// Circle().fill(.orange)
  /// ```
  public func fill(_ content: some ShapeStyle) -> some View {
    ShapeView(shape: ResolvedShape(self, paint: .fill(ResolvedPaint(content))))
  }

  /// The shape filled with `color`: `fill(.red)` (``Color``'s own names, which a generic style
  /// cannot offer without making them ambiguous on `Color`).
  public func fill(_ color: Color) -> some View {
    ShapeView(shape: ResolvedShape(self, paint: .fill(ResolvedPaint(color))))
  }

  /// The shape filled with the foreground colour.
  public func fill() -> some View {
    ShapeView(shape: ResolvedShape(self, paint: .fill(nil)))
  }

  /// The shape's outline drawn with `content`, `lineWidth` wide, centred on the outline.
  ///
  /// ```swift
  /// Circle().stroke(.blue, lineWidth: 2)
  /// ```
  public func stroke(_ content: some ShapeStyle, lineWidth: CGFloat = 1) -> some View {
    ShapeView(shape: ResolvedShape(self, paint: .stroke(ResolvedPaint(content), lineWidth: Double(lineWidth))))
  }

  /// The shape's outline drawn with `color`, `lineWidth` wide: `stroke(.blue, lineWidth: 2)`.
  public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> some View {
    ShapeView(shape: ResolvedShape(self, paint: .stroke(ResolvedPaint(color), lineWidth: Double(lineWidth))))
  }

  /// The shape's outline drawn with the foreground colour, `lineWidth` wide.
  public func stroke(lineWidth: CGFloat = 1) -> some View {
    ShapeView(shape: ResolvedShape(self, paint: .stroke(nil, lineWidth: Double(lineWidth))))
  }

  /// The shape's outline drawn with `content` inside its bounds, `lineWidth` wide.
  public func strokeBorder(_ content: some ShapeStyle, lineWidth: CGFloat = 1) -> some View {
    ShapeView(shape: ResolvedShape(inset(by: Double(lineWidth) / 2), paint: .stroke(ResolvedPaint(content), lineWidth: Double(lineWidth))))
  }

  /// The shape's outline drawn with `color` inside its bounds, `lineWidth` wide.
  public func strokeBorder(_ color: Color, lineWidth: CGFloat = 1) -> some View {
    ShapeView(shape: ResolvedShape(inset(by: Double(lineWidth) / 2), paint: .stroke(ResolvedPaint(color), lineWidth: Double(lineWidth))))
  }

  /// The shape's outline drawn with the foreground colour inside its bounds, `lineWidth` wide.
  public func strokeBorder(lineWidth: CGFloat = 1) -> some View {
    ShapeView(shape: ResolvedShape(inset(by: Double(lineWidth) / 2), paint: .stroke(nil, lineWidth: Double(lineWidth))))
  }

  /// The part of the shape's outline from `from` to `to`, fractions of its length: a progress
  /// ring, say.
  ///
  /// ```swift
  /// Circle().trim(from: 0, to: 0.25).stroke(.green, lineWidth: 4)
  /// ```
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    TransformedShape(self) { path, _ in path.trimmedPath(from: startFraction, to: endFraction) }
  }

  /// The shape turned by `angle` around `anchor`.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> some Shape {
    TransformedShape(self) { path, rect in
      let center = anchor.point(in: rect)
      let (cosine, sine) = (cos(angle.radians), sin(angle.radians))
      return path.applying { point in
        let (x, y) = (point.x - center.x, point.y - center.y)
        return CGPoint(x: center.x + x * cosine - y * sine, y: center.y + x * sine + y * cosine)
      }
    }
  }

  private func inset(by amount: Double) -> TransformedShape<Self> {
    TransformedShape(self, rectTransform: { $0.insetBy(dx: amount, dy: amount) })
  }
}

/// A shape drawn from another's outline, changed: trimmed, turned or inset.
struct TransformedShape<Base: Shape>: Shape {
  let base: Base
  var rectTransform: (CGRect) -> CGRect = { $0 }
  var pathTransform: (Path, CGRect) -> Path = { path, _ in path }

  init(_ base: Base, rectTransform: @escaping (CGRect) -> CGRect) {
    self.base = base
    self.rectTransform = rectTransform
  }

  init(_ base: Base, pathTransform: @escaping (Path, CGRect) -> Path) {
    self.base = base
    self.pathTransform = pathTransform
  }

  func path(in rect: CGRect) -> Path {
    pathTransform(base.path(in: rectTransform(rect)), rect)
  }
}
