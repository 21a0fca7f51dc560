/// What a shape is filled or stroked with, as SwiftUI's `ShapeStyle`: a ``Color`` or a
/// ``LinearGradient``.
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}
