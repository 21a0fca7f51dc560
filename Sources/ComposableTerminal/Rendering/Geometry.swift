/// A size in terminal cells.
public struct Size: Hashable, Sendable {
  public var width: Int
  public var height: Int

  /// A size of `width` columns by `height` rows.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  static let zero = Size(width: 0, height: 0)
}

/// A rectangle of cells, used to place views while laying out a screen.
struct Rect: Hashable, Sendable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  var maxX: Int { x + width }
  var maxY: Int { y + height }
}

extension Rect {
  /// The cells both rectangles cover (empty, at the origin of neither, when they do not meet).
  func intersection(_ other: Rect) -> Rect {
    let x = max(self.x, other.x)
    let y = max(self.y, other.y)
    return Rect(x: x, y: y, width: max(0, min(maxX, other.maxX) - x), height: max(0, min(maxY, other.maxY) - y))
  }
}
