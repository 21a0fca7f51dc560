@_spi(Rendering) import ComposableViews

/// Which axes a node grows along to fill space its stack has left over.
struct Flexibility: Hashable {
  var horizontal = false
  var vertical = false

  static let none = Flexibility()

  func along(_ axis: Axis) -> Bool { axis == .vertical ? vertical : horizontal }
}
