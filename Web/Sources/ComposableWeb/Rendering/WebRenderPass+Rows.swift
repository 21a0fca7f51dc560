@_spi(Rendering) import ComposableViews

// Lists and sections as SwiftUI draws them in an inset grouped list: a header over a card of
// rows. A row that is a single button fills the row: one of a `ForEach` opens its element and
// shows a disclosure chevron (SwiftUI's navigation link), another is an action in the tint.
extension WebRenderPass {
  /// A section: its header, then its content one row each.
  mutating func section(header: [ResolvedView], content: [ResolvedView], footer: [ResolvedView]) -> HTMLNode {
    var children: [HTMLNode] = []
    if !header.isEmpty { children.append(.element("h3", children: nodes(header))) }
    var attributes = ["class": "rows"]
    if isInList { attributes["role"] = "group" }
    children.append(.element("div", attributes, children: content.flatMap { row($0) }))
    if !footer.isEmpty { children.append(.element("footer", children: nodes(footer))) }
    return .element("section", children: children)
  }

  /// A row of a list or a section: a `ForEach` gives one row per element, keyed by its id; a
  /// tagged row of a list with a selection chooses its tag when clicked.
  mutating func row(_ view: ResolvedView) -> [HTMLNode] {
    switch view.kind {
    case .forEach, .section, .tag: row(view.kind)
    default: [rowNode([view], isElement: false)]
    }
  }

  mutating func row(_ kind: ResolvedView.Kind) -> [HTMLNode] {
    switch kind {
    case let .forEach(forEach):
      // Each element is a row tagged with its id.
      return [
        Self.contents(
          (0..<forEach.count).map { index in
            let id = forEach.id(index)
            let row = ResolvedView.Kind.tag(id, content: forEach.content(index))
            return Self.contents(self.row(row)).key("\(id.base)")
          })
      ]
    case let .section(header, content, footer):
      return [section(header: header, content: content, footer: footer)]
    case let .tag(tag, content):
      var item = rowNode(content, isElement: true)
      if let selection, selection.accepts(tag) {
        let choose = MainActorValue(selection.select)
        item = item.attribute("aria-selected", selection.isSelected(tag) ? "true" : "false")
          .on(.click) { _ in choose.value(tag) }
      }
      return [item]
    default:
      return []
    }
  }

  /// A row's node, classed by what it holds; `isElement` for a row of a `ForEach`.
  private mutating func rowNode(_ content: [ResolvedView], isElement: Bool) -> HTMLNode {
    var attributes = ["class": "row"]
    if Self.isLoneButton(content) { attributes["class"] = isElement ? "row navigation-link" : "row button-row" }
    if isInList { attributes["role"] = "listitem" }
    let outer = axis
    axis = nil
    defer { axis = outer }
    return .element("div", attributes, children: nodes(content))
  }

  /// Whether views are one button, under modifiers that only decorate it.
  static func isLoneButton(_ views: [ResolvedView]) -> Bool {
    guard views.count == 1 else { return false }
    switch views[0].kind {
    case .button: return true
    case let .padding(_, _, content), let .background(_, content), let .border(_, content),
      let .focused(_, content), let .tag(_, content), let .lifecycle(_, content),
      let .onKeyPress(_, _, content), let .prefersFocus(content), let .styled(_, content),
      let .frame(_, content):
      return isLoneButton(content)
    default: return false
    }
  }
}
