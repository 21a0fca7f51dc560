/// An editable line of text with a cursor.
///
/// While focused, typed characters (any Unicode text) are inserted at the cursor,
/// Backspace and Delete remove the character before or under it, and ←/→/Home/End move
/// it. ↑, ↓ and Tab move focus on; Enter runs the ``View/onSubmit(_:)`` actions around the
/// field. A paste is inserted whole, without its newlines, tabs and other control characters. The title is shown as a
/// placeholder while the text is empty.
///
/// ```swift
/// TextField("Title", text: $store.syncUp.title)
/// ```
///
/// Editing costs the same however long the text is: only the part on screen is measured.
public struct TextField: View, PrimitiveView {
  let title: String
  let text: Binding<String>

  /// A field editing `text`, showing `title` while it is empty.
  public init(_ title: some StringProtocol, text: Binding<String>) {
    self.title = String(title)
    self.text = text
  }

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    views.append(ResolvedView(id: path, kind: .textField(title: title, text: text)))
  }
}
