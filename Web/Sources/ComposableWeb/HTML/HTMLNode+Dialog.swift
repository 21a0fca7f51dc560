extension HTMLNode {
  /// A native `<dialog>`, shown as a modal over the page: the web form of an alert, a
  /// confirmation dialog or a sheet.
  ///
  /// The first paint shows it open, before any script runs; the script then shows it as a modal.
  /// Pressing Escape calls `onDismiss` (the dialog stays until the state says it is gone), and
  /// removing the node from the page closes it.
  ///
  /// ```swift
  /// if let alert = store.alert {
  ///   HTMLNode.dialog(title: alert.title, message: alert.message, actions: [
  ///     .button("OK") { store.send(.alert(.dismiss)) },
  ///   ]) { store.send(.alert(.dismiss)) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The dialog's heading.
  ///   - message: Text under the heading, if any.
  ///   - content: More content (a sheet's form), if any.
  ///   - actions: The dialog's buttons.
  ///   - onDismiss: Called when the user dismisses it with Escape.
  public static func dialog(
    title: String,
    message: String? = nil,
    content: [HTMLNode] = [],
    actions: [HTMLNode],
    onDismiss: @escaping @MainActor @Sendable () -> Void
  ) -> HTMLNode {
    var children: [HTMLNode] = [element("h2", children: [.text(title)])]
    if let message { children.append(element("p", children: [.text(message)])) }
    children += content
    children.append(element("div", ["class": "actions"], children: actions))
    return element("dialog", ["open": "", "data-modal": "", "role": "alertdialog"], key: "dialog",
      children: children
    )
    .on(.cancel) { _ in onDismiss() }
  }
}
