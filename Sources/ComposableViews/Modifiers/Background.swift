extension View {
  /// Fills the view's cells with `color` behind what it draws.
  ///
  /// ```swift
  /// Text(" \(syncUp.title) ").background(.blue)
  /// ```
  public func background(_ color: Color) -> some View {
    ModifiedView(content: self) { .background(color, content: $0) }
  }
}
