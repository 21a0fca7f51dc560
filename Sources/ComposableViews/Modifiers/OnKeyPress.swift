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

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    let content = ResolvedView.resolve(self.content, at: path)
    views.append(ResolvedView(id: path, kind: .onKeyPress(key, action: action, content: content)))
  }
}
