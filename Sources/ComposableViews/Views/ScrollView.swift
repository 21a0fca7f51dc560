/// Content that may be taller than the screen, scrolled to keep the focused view visible.
///
/// ```swift
/// ScrollView {
///   ForEach(store.syncUp.attendees) { attendee in
///     Text(attendee.name)
///   }
/// }
/// ```
///
/// Moving focus onto a control below the visible part scrolls it into view. When nothing
/// inside takes focus, the scroll view itself does, and ↑/↓, Page Up/Down and Home/End
/// scroll it. A scroll view takes the rows its stack leaves, like a ``List``.
public struct ScrollView: View, PrimitiveView {
  let content: TupleView

  /// A scroll view of `content`, laid out top to bottom.
  public init(@ViewBuilder content: () -> TupleView) {
    self.content = content()
  }

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    views.append(ResolvedView(id: path, kind: .scroll(children: ResolvedView.resolve(content, at: path))))
  }
}
