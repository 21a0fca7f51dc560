import ComposableArchitecture

// SwiftUI's modifiers that have no meaning on a terminal or a server-rendered page: accepted so
// that a view written for SwiftUI compiles, and drawn as the view alone. The DocC article
// "SwiftUI on these hosts" lists what each host does with each name.
extension View {
  /// Accepted; a view appears and goes at once on both hosts (see ``AnyTransition``).
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// if store.isShowingHint {
  ///   Text("Tap to start").transition(.opacity)
  /// }
  /// ```
  public func transition(_ transition: AnyTransition) -> some View { self }

  /// Accepted; changes are drawn at once on both hosts, without animating.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// ProgressView(value: store.progress)
  ///   .animation(.linear, value: store.progress)
  /// ```
  public func animation(_ animation: Animation?, value: some Equatable) -> some View { self }

  /// Accepted; both hosts draw text fields their one way (see ``TextFieldStyle``).
  public func textFieldStyle(_ style: some TextFieldStyle) -> some View { self }

  /// Accepted; both hosts draw one title style (the terminal's bar, the page's heading).
  public func navigationBarTitleDisplayMode(
    _ displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View { self }

  /// Accepted; rows are drawn on the list's own background on both hosts.
  public func listRowBackground(_ view: (some View)?) -> some View { self }
}
