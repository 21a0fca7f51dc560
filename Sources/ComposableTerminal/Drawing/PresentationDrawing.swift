@_spi(Rendering) import ComposableViews

extension RenderPass {
  /// Content with an alert, dialog or sheet over it: the presentation is drawn in a box over
  /// the content and takes the keys to itself; Esc dismisses it unless a view inside it
  /// handles Esc first.
  func presentationNode(_ presentation: ResolvedPresentation?, content: [ResolvedView]) -> any LayoutNode {
    let content = node(for: content)
    guard let presentation else { return content }
    let nodes = presentModal(at: presentation.id) {
      let nodes = withNavigationBar { self.nodes(inStack: .vertical, for: presentation.content) }
      // After the presented views, so that their own Esc handlers come first.
      registerKeyHandler(.escape, path: presentation.id, action: presentation.dismiss)
      return nodes
    }
    let box = BoxNode(placement: BoxNode.Placement(presentation.style), content: Self.stacked(nodes))
    return OverlayNode(content: content, overlay: box)
  }
}

extension BoxNode.Placement {
  /// Alerts in the middle of the screen, dialogs at the bottom, sheets over all of it.
  init(_ style: ResolvedPresentation.Style) {
    switch style {
    case .alert: self = .center
    case .confirmationDialog: self = .bottom
    case .sheet: self = .fill
    }
  }
}
