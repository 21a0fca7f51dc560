import ComposableArchitecture

/// One screen above a ``NavigationStack``'s root, ready to resolve: from the stack's path (a
/// store's element, a value) or pushed by `NavigationLink(destination:)`.
struct NavigationScreen {
  /// Its part of the page's address: a store's element id, or `nil` for its position on the
  /// stack.
  let id: StackElementID?
  /// Its identity, which keeps its view-local state while it stays on the stack.
  let path: ViewPath
  /// Its views; `nil` for a value no destination shows.
  let content: @MainActor () -> (any View)?
  /// Pops it and the screens above it.
  let pop: @MainActor () -> Void

  /// The screens of `path`, with the views pushed by links among them where each was pushed.
  ///
  /// `popPath(keep)` pops the path down to its first `keep` screens. Views that stood above path
  /// screens that are gone (popped by a reducer, or by a binding's owner) go too.
  @MainActor
  static func merging(
    _ path: [NavigationScreen], pushedViews: StateBox<PushedViews>, at stackPath: ViewPath,
    popPath: @escaping @MainActor (_ keep: Int) -> Void
  ) -> [NavigationScreen] {
    // Written before it is read, so that the host's observation does not see the write.
    if pushedViews.value.hasScreens(above: path.count) {
      pushedViews.value.popScreens(above: path.count)
    }
    let views = pushedViews.value.screens
    var screens: [NavigationScreen] = []
    for index in 0...path.count {
      for view in views where view.pathCount == index {
        screens.append(
          NavigationScreen(
            id: nil,
            path: stackPath.appending("pushed").appending(view.id),
            content: { view.view },
            pop: {
              pushedViews.value.pop(from: view.id)
              popPath(view.pathCount)
            }))
      }
      if index < path.count { screens.append(path[index]) }
    }
    return screens
  }
}
