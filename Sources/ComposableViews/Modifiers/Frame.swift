extension View {
  /// Gives the view a fixed size, in cells: `width` columns, `height` rows; the content is
  /// centred in it. A `nil` leaves that dimension as the content needs.
  ///
  /// ```swift
  /// Text("Design").frame(width: 20)
  /// ```
  public func frame(width: Double? = nil, height: Double? = nil) -> some View {
    let frame = ResolvedFrame(
      minWidth: width.map(ResolvedFrame.cells), maxWidth: width.map(ResolvedFrame.cells),
      minHeight: height.map(ResolvedFrame.cells), maxHeight: height.map(ResolvedFrame.cells))
    return ModifiedView(content: self) { .frame(frame, content: $0) }
  }

  /// Bounds the view's size, in cells; a maximum of `.infinity` takes all the room its
  /// container offers, as SwiftUI's does:
  ///
  /// ```swift
  /// Button("Start meeting") { store.send(.startMeetingButtonTapped) }
  ///   .frame(maxWidth: .infinity)
  /// ```
  public func frame(
    minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil
  ) -> some View {
    let frame = ResolvedFrame(
      minWidth: minWidth.map(ResolvedFrame.cells), maxWidth: maxWidth.map(ResolvedFrame.cells),
      minHeight: minHeight.map(ResolvedFrame.cells), maxHeight: maxHeight.map(ResolvedFrame.cells))
    return ModifiedView(content: self) { .frame(frame, content: $0) }
  }
}
