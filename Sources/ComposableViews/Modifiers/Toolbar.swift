extension View {
  /// Puts controls in the bar at the top of the screen, on the right, after the title:
  ///
  /// ```swift
  /// SyncUpFormView(store: store)
  ///   .navigationTitle("New sync-up")
  ///   .toolbar {
  ///     ToolbarItem(placement: .cancellationAction) {
  ///       Button("Discard", key: .escape) { store.send(.discardButtonTapped) }
  ///     }
  ///     ToolbarItem(placement: .confirmationAction) {
  ///       Button("Add", key: .control("s")) { store.send(.confirmAddButtonTapped) }
  ///     }
  ///   }
  /// ```
  ///
  /// Items placed at ``ToolbarItemPlacement/bottomBar`` go to a bar at the bottom of the
  /// screen instead, on the right, and ``ToolbarItemPlacement/status`` items on its left
  /// (a hint such as "↑/↓ move, Enter opens").
  ///
  /// The controls take focus after the screen's own, with Tab; the arrows move among the
  /// screen's own controls only, so a toolbar button (a "Quit", say) is never one arrow press
  /// away. Their keys work from anywhere on the screen.
  public func toolbar(@ViewBuilder content: () -> TupleView) -> some View {
    ToolbarView(content: self, items: content())
  }
}

struct ToolbarView<Content: View>: View, PrimitiveView {
  let content: Content
  let items: TupleView

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    let content = ResolvedView.resolve(self.content, at: path)
    let toolbarPath = path.appending("toolbar")
    let items = items.children.enumerated().map { index, item in
      ResolvedToolbarItem(
        placement: (item as? ToolbarItem)?.placement ?? .automatic,
        content: ResolvedView.resolve(item, at: toolbarPath.appending(index))
      )
    }
    views.append(ResolvedView(id: path, kind: .toolbar(items: items, content: content)))
  }
}

/// Where a ``ToolbarItem`` goes: ``bottomBar`` items in a bar at the bottom of the screen,
/// on the right, ``status`` items on that bar's left, and the others in the bar at the top,
/// in order.
public enum ToolbarItemPlacement: Hashable, Sendable {
  case automatic, principal, primaryAction, cancellationAction, confirmationAction, destructiveAction
  case bottomBar, status
}

/// One control of a ``View/toolbar(content:)``.
public struct ToolbarItem: View, PrimitiveView {
  let placement: ToolbarItemPlacement
  let content: TupleView

  /// An item placed at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> TupleView) {
    self.placement = placement
    self.content = content()
  }

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    ResolvedView.append(content, at: path, to: &views)
  }
}
