extension View {
  /// The title of the screen this view is on, shown in bold in the bar at the top of the
  /// screen (the root, a ``NavigationStack`` screen, or a sheet).
  ///
  /// ```swift
  /// Form { … }
  ///   .navigationTitle(store.syncUp.title)
  /// ```
  ///
  /// When views nested in one another each set a title, the innermost one's is shown.
  public func navigationTitle(_ title: some StringProtocol) -> some View {
    NavigationTitleView(content: self, title: String(title))
  }

  /// The title of the screen, from a ``Text``: drawn with the screen's own title style.
  public func navigationTitle(_ title: Text) -> some View {
    NavigationTitleView(content: self, title: title.content)
  }
}

struct NavigationTitleView<Content: View>: View, PrimitiveView {
  let content: Content
  let title: String

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    views.append(ResolvedView(id: path, kind: .navigationTitle(title, content: ResolvedView.resolve(content, at: path))))
  }
}
