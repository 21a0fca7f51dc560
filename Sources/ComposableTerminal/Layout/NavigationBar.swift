/// The bar at the top of a screen: the title of ``View/navigationTitle(_:)`` on the left,
/// the controls of ``View/toolbar(content:)`` on the right, and a rule below.
struct NavigationBar {
  var title: String?
  var items: [any LayoutNode] = []

  var isEmpty: Bool { title == nil && items.isEmpty }

  @MainActor
  func node(above content: any LayoutNode) -> any LayoutNode {
    let title = Text.node(self.title ?? "", style: Style(isBold: true))
    let gap = LeafNode(
      flexibility: Flexibility(horizontal: true, vertical: false),
      measure: { _ in Size(width: 1, height: 1) },
      render: { _, _ in }
    )
    let bar = StackNode(axis: .horizontal, alignment: .leading, spacing: 1, children: [title, gap] + items)
    let rule = LeafNode(
      flexibility: Flexibility(horizontal: true, vertical: false),
      measure: { _ in Size(width: 0, height: 1) },
      render: { rect, pass in
        pass.screen.draw(String(repeating: "─", count: rect.width), x: rect.x, y: rect.y, limit: rect.maxX, style: Style(isDim: true))
      }
    )
    return StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: [bar, rule, content])
  }
}
