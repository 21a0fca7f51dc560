extension View {
  /// Performs `action` when `key` is pressed and neither the focused control nor a
  /// button's shortcut used it. This is how a screen reacts to Esc:
  ///
  /// ```swift
  /// DetailView(store: store)
  ///   .onKeyPress(.escape) { store.send(.dismissButtonTapped) }
  /// ```
  ///
  /// When several views on screen handle the same key, the innermost one gets it.
  public func onKeyPress(_ key: Key, action: @escaping @MainActor () -> Void) -> some View {
    KeyPressView(content: self, key: key, action: action)
  }
}

struct KeyPressView<Content: View>: View, PrimitiveView {
  let content: Content
  let key: Key
  let action: @MainActor () -> Void

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    let nodes = pass.nodes(for: content, path: path)
    // Registered after the content's own handlers, so inner handlers are tried first.
    pass.registerKeyHandler(key, action: action)
    return nodes
  }
}
