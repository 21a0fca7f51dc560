extension View {
  /// Draws a line around the view, one cell outside it, in `color` (the terminal's default
  /// colour when `nil`).
  ///
  /// <!-- snippet: group doc-counter; body -->
  /// ```swift
  /// Text("Meeting in progress").border(.green)
  /// ```
  public func border(_ color: Color? = nil) -> some View {
    ModifiedView(content: self) { .border(color, content: $0) }
  }
}
