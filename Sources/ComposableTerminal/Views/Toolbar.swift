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
  /// The controls take focus after the screen's own, and their keys work from anywhere on
  /// the screen.
  public func toolbar(@ViewBuilder content: () -> TupleView) -> some View {
    ToolbarView(content: self, items: content())
  }
}

struct ToolbarView<Content: View>: View, PrimitiveView {
  let content: Content
  let items: TupleView

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    let nodes = pass.nodes(for: content, path: path)
    pass.navigationBar.items += pass.nodes(inStack: .horizontal, for: items, path: path.appending("toolbar"))
    return nodes
  }
}

/// Where a ``ToolbarItem`` goes; in the terminal every item sits in the bar, in order.
public enum ToolbarItemPlacement: Hashable, Sendable {
  case automatic, principal, primaryAction, cancellationAction, confirmationAction, destructiveAction
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

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    pass.nodes(for: content, path: path)
  }
}
