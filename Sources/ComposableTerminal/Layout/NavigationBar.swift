@_spi(Rendering) import ComposableViews

/// The bars around a screen: at the top, the title of `navigationTitle(_:)` on the
/// left, the controls of `toolbar(content:)` on the right, and a rule below; at the
/// bottom, when the toolbar places items there, a rule and then the status items on the left
/// and the bottom-bar controls on the right.
struct NavigationBar {
  var title: String?
  var items: [any LayoutNode] = []
  var statusItems: [any LayoutNode] = []
  var bottomItems: [any LayoutNode] = []

  var isEmpty: Bool { title == nil && items.isEmpty && !hasBottomBar }
  private var hasBottomBar: Bool { !statusItems.isEmpty || !bottomItems.isEmpty }

  @MainActor
  func node(around content: any LayoutNode) -> any LayoutNode {
    var children = [any LayoutNode]()
    if title != nil || !items.isEmpty {
      let title = LeafNode.text(self.title ?? "", style: Style(isBold: true))
      children += [Self.bar([title], items), Self.rule()]
    }
    children.append(content)
    if hasBottomBar {
      // The bottom bar sits at the bottom of the screen however short the content is.
      let filler = LeafNode(
        flexibility: Flexibility(horizontal: false, vertical: true),
        measure: { _ in Size(width: 0, height: 0) },
        render: { _, _ in }
      )
      children += [filler, Self.rule(), Self.bar(statusItems, bottomItems)]
    }
    return StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: children)
  }

  /// A row with `leading` on the left and `trailing` on the right.
  @MainActor
  private static func bar(_ leading: [any LayoutNode], _ trailing: [any LayoutNode]) -> any LayoutNode {
    let gap = LeafNode(
      flexibility: Flexibility(horizontal: true, vertical: false),
      measure: { _ in Size(width: 1, height: 1) },
      render: { _, _ in }
    )
    return StackNode(axis: .horizontal, alignment: .leading, spacing: 1, children: leading + [gap] + trailing)
  }

  @MainActor
  private static func rule() -> any LayoutNode {
    LeafNode(
      flexibility: Flexibility(horizontal: true, vertical: false),
      measure: { _ in Size(width: 0, height: 1) },
      render: { rect, pass in
        pass.screen.draw(String(repeating: "─", count: rect.width), x: rect.x, y: rect.y, limit: rect.maxX, style: Style(isDim: true))
      }
    )
  }
}
