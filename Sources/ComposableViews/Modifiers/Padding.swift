extension View {
  /// Adds `length` cells of space on the given sides: rows above and below, columns before
  /// and after. Without a length, one cell.
  ///
  /// ```swift
  /// Form { … }
  ///   .padding(.horizontal, 2)
  /// ```
  public func padding(_ edges: Edge.Set = .all, _ length: Int? = nil) -> some View {
    let length = max(0, length ?? 1)
    return ModifiedView(content: self) { .padding(edges, length: length, content: $0) }
  }

  /// Adds `length` cells of space on every side.
  public func padding(_ length: Int) -> some View {
    padding(.all, length)
  }
}

/// Content whose nodes, taken together, are wrapped in one node: padding, a border, a
/// background.
