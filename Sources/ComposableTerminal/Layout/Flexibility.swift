@_spi(Rendering) import ComposableViews

/// Which axes a node grows along to fill space its stack has left over.
struct Flexibility: Hashable {
  var horizontal = false
  var vertical = false

  static let none = Flexibility()

  func along(_ axis: Axis) -> Bool { axis == .vertical ? vertical : horizontal }
}

// In an extension, so that the memberwise initialiser stays.
extension Flexibility {
  /// Flexible along each axis any of `nodes` is flexible along: a container's flexibility.
  @MainActor init(anyOf nodes: [any LayoutNode]) {
    self.init(
      horizontal: nodes.contains { $0.flexibility.horizontal },
      vertical: nodes.contains { $0.flexibility.vertical })
  }
}
