extension View {
  /// The value this view stands for in a ``Picker`` or a ``List`` with a selection.
  ///
  /// ```swift
  /// Picker("Theme", selection: $store.theme) {
  ///   Text("Bubblegum").tag(Theme.bubblegum)
  ///   Text("Buttercup").tag(Theme.buttercup)
  /// }
  /// ```
  ///
  /// The rows of a ``ForEach`` are tagged with their elements' ids already.
  public func tag<Value: Hashable>(_ tag: Value) -> some View {
    TaggedView(content: self, tag: AnyHashable(tag))
  }
}

struct TaggedView<Content: View>: View, PrimitiveView {
  let content: Content
  let tag: AnyHashable

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    views.append(ResolvedView(id: path, kind: .tag(tag, content: ResolvedView.resolve(content, at: path))))
  }
}
