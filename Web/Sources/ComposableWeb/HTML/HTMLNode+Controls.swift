extension HTMLNode {
  /// A button that calls `action` when clicked.
  ///
  /// ```swift
  /// HTMLNode.button("+") { store.send(.incrementButtonTapped) }
  /// ```
  public static func button(
    _ title: String,
    action: @escaping @MainActor @Sendable () -> Void
  ) -> HTMLNode {
    element("button", ["type": "button"], children: [.text(title)])
      .on(.click) { _ in action() }
  }

  /// A text field showing `text`, calling `onInput` with the field's text on each edit.
  ///
  /// The browser does not overwrite the field while the user is typing into it, so the state
  /// can follow the field without echoing the user's typing back over it.
  ///
  /// ```swift
  /// HTMLNode.textField("Name", text: store.name) { store.send(.nameChanged($0)) }
  /// ```
  public static func textField(
    _ placeholder: String,
    text: String,
    onInput: @escaping @MainActor @Sendable (String) -> Void
  ) -> HTMLNode {
    element("input", ["type": "text", "placeholder": placeholder, "value": text])
      .on(.input, perform: onInput)
  }

  /// A checkbox with a label, calling `onChange` with its new value.
  public static func toggle(
    _ label: String,
    isOn: Bool,
    onChange: @escaping @MainActor @Sendable (Bool) -> Void
  ) -> HTMLNode {
    var checkbox = element("input", ["type": "checkbox"])
    if isOn { checkbox = checkbox.attribute("checked", "") }
    return element("label", children: [
      checkbox.on(.change) { onChange($0 == "true") }, .text(" " + label),
    ])
  }

  /// A link to another path of the app.
  ///
  /// With the script running, a click calls `action` (which changes the navigation state; the
  /// session then moves the address bar to the scene's new path). Without it, the browser loads
  /// the link's URL, which a session's page extends with the session and the link: the server
  /// calls `action` in that tab's session and shows its page, so the tab keeps its state. A
  /// link opened in another tab or browser, or rendered outside a session, gets a fresh
  /// session from the app's factory for `path`: so `path` should be what the scene's path will
  /// be after `action`.
  ///
  /// ```swift
  /// HTMLNode.link("Details", path: "/detail") { store.send(.detailButtonTapped) }
  /// ```
  public static func link(
    _ title: String,
    path: String,
    action: @escaping @MainActor @Sendable () -> Void
  ) -> HTMLNode {
    element("a", ["href": path], children: [.text(title)]).on(.click) { _ in action() }
  }
}
