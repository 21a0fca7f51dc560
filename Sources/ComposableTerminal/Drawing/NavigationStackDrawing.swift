@_spi(Rendering) import ComposableViews

extension RenderPass {
  /// The top screen of a navigation stack, under its own title and toolbar; Esc pops a
  /// pushed screen.
  func navigationStackNodes(_ stack: ResolvedNavigationStack) -> [any LayoutNode] {
    let nodes = withNavigationBar { self.nodes(for: stack.screen) }
    if let pop = stack.pop {
      // After the screen's own handlers, so that a view on it can take Esc first.
      registerKeyHandler(.escape, path: stack.screenID, action: pop)
    }
    return nodes
  }
}
