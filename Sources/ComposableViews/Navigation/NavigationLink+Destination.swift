extension NavigationLink {
  /// A link showing `label` that pushes the view `destination` builds, as SwiftUI's
  /// `NavigationLink { … } label: { … }`.
  ///
  /// ```swift
  /// NavigationLink {
  ///   Text("Made on Linux")
  /// } label: {
  ///   Label("About", systemImage: "info.circle")
  /// }
  /// ```
  ///
  /// The destination is built when the link is drawn, and pushed as it was then.
  public init(@ViewBuilder destination: () -> TupleView, @ViewBuilder label: () -> TupleView) {
    self.init(title: nil, label: label(), target: .destination(destination()))
  }

  /// A link showing `label` that pushes `destination`: `NavigationLink(destination: AboutView()) { … }`.
  public init(destination: some View, @ViewBuilder label: () -> TupleView) {
    self.init(title: nil, label: label(), target: .destination(destination))
  }

  /// A link titled `title` that pushes the view `destination` builds:
  /// `NavigationLink("About") { AboutView() }`.
  public init(_ title: some StringProtocol, @ViewBuilder destination: () -> TupleView) {
    self.init(title: String(title), label: nil, target: .destination(destination()))
  }

  /// A link titled `title` that pushes `destination`:
  /// `NavigationLink("About", destination: AboutView())`.
  public init(_ title: some StringProtocol, destination: some View) {
    self.init(title: String(title), label: nil, target: .destination(destination))
  }
}
