@_spi(Rendering) import ComposableViews

extension RenderPass {
  /// The layout nodes that draw `views`, registering their focus targets, keys and
  /// lifecycle modifiers in this pass as it goes.
  func nodes(for views: [ResolvedView]) -> [any LayoutNode] {
    var nodes: [any LayoutNode] = []
    nodes.reserveCapacity(views.count)
    for view in views { appendNodes(for: view, to: &nodes) }
    return nodes
  }

  /// Resolves any view and returns the layout nodes that draw it.
  func nodes(for view: any View, path: ViewPath) -> [any LayoutNode] {
    nodes(for: ResolvedView.resolve(view, at: path))
  }

  /// A vertical stack of everything `views` draw as: how a lone child or a modified view is
  /// laid out.
  func node(for views: [ResolvedView]) -> any LayoutNode {
    Self.stacked(nodes(for: views))
  }

  /// `nodes` as one node: the node itself, or a vertical stack of them.
  static func stacked(_ nodes: [any LayoutNode]) -> any LayoutNode {
    nodes.count == 1 ? nodes[0] : StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: nodes)
  }

  private func appendNodes(for view: ResolvedView, to nodes: inout [any LayoutNode]) {
    let path = view.id
    switch view.kind {
    case let .text(content, style):
      let content = inheritedTextCase?.apply(to: content) ?? content
      nodes.append(LeafNode.text(content, style: inheritedStyle.merging(style)))
    case let .stack(axis, alignment, spacing, children):
      nodes.append(StackNode(
        axis: axis, alignment: alignment, spacing: spacing, children: self.nodes(inStack: axis, for: children)))
    case let .zStack(alignment, children):
      nodes.append(ZStackNode(alignment: alignment, children: self.nodes(for: children)))
    case let .symbol(symbol):
      nodes.append(LeafNode.text(symbol.glyph, style: inheritedStyle))
    case let .spacer(minLength):
      nodes.append(spacerNode(minLength: minLength))
    case .divider:
      nodes.append(dividerNode())
    case let .shape(shape):
      nodes.append(shapeNode(shape))
    case let .button(button):
      nodes.append(buttonNode(button, path: path))
    case let .textField(title, text):
      nodes.append(textFieldNode(title: title, text: text, path: path))
    case let .toggle(title, isOn):
      nodes.append(toggleNode(title: title, isOn: isOn, path: path))
    case let .picker(title, selection, content):
      nodes.append(pickerNode(title: title, selection: selection, content: content, path: path))
    case let .stepper(title, onIncrement, onDecrement):
      nodes.append(stepperNode(title: title, onIncrement: onIncrement, onDecrement: onDecrement, path: path))
    case let .progress(label, fraction):
      nodes.append(progressNode(label: label, fraction: fraction))
    case let .scroll(children):
      nodes.append(scrollNode(children, path: path))
    case let .list(selection, rows):
      nodes.append(listNode(selection: selection, rows: rows, path: path))
    case let .section(header, content, footer):
      nodes.append(sectionNode(header: header, content: content, footer: footer))
    case let .form(children):
      nodes.append(StackNode(
        axis: .vertical, alignment: .leading, spacing: 1, children: self.nodes(inStack: .vertical, for: children)))
    case let .forEach(forEach):
      appendNodes(for: forEach, to: &nodes)
    case let .tag(tag, content):
      guard isResolvingListRows else {
        nodes += self.nodes(for: content)
        return
      }
      nodes.append(RowNode(tag: tag, content: Self.stacked(self.nodes(inStack: .vertical, for: content))))
    case let .padding(edges, length, content):
      func side(_ edge: Edge.Set) -> Int { edges.contains(edge) ? length : 0 }
      nodes.append(PaddingNode(
        top: side(.top), leading: side(.leading), bottom: side(.bottom), trailing: side(.trailing),
        content: node(for: content)))
    case let .border(color, content):
      nodes.append(BorderNode(style: Style(foregroundColor: color), content: node(for: content)))
    case let .background(color, content):
      nodes.append(BackgroundNode(color: color, content: node(for: content)))
    case let .styled(style, content):
      nodes += withStyle(style) { self.nodes(for: content) }
    case let .frame(frame, content):
      nodes.append(FrameNode(frame: frame, content: node(for: content)))
    case let .navigationTitle(title, content):
      nodes += self.nodes(for: content)
      if navigationBar.title == nil { navigationBar.title = title }
    case let .toolbar(items, content):
      nodes += self.nodes(for: content)
      addToolbarItems(items)
    case let .lifecycle(lifecycle, content):
      registerLifecycle(lifecycle, at: path)
      nodes += self.nodes(for: content)
    case let .onSubmit(action, content):
      nodes += withSubmitAction(action) { self.nodes(for: content) }
    case let .onKeyPress(key, action, content):
      nodes += self.nodes(for: content)
      // Registered after the content's own handlers, so inner handlers are tried first.
      registerKeyHandler(key, path: path, action: action)
    case let .focused(binding, content):
      nodes += bindFocus(binding) { self.nodes(for: content) }
    case let .prefersFocus(content):
      nodes += preferFocus { self.nodes(for: content) }
    case let .presentation(presentation, content):
      nodes.append(presentationNode(presentation, content: content))
    case let .navigationStack(stack):
      nodes += navigationStackNodes(stack)
    }
  }

  /// A `ForEach`: in a list each element is a row, built only when the list draws it;
  /// elsewhere the elements' views one after another.
  private func appendNodes(for forEach: ResolvedForEach, to nodes: inout [any LayoutNode]) {
    guard isResolvingListRows else {
      for index in 0..<forEach.count { nodes += self.nodes(for: forEach.content(index)) }
      return
    }
    nodes.append(LazyRows(
      count: forEach.count,
      tag: forEach.id,
      build: { index in
        RowNode(tag: forEach.id(index), content: Self.stacked(self.nodes(inStack: .vertical, for: forEach.content(index))))
      }
    ))
  }

  /// A section: its header, its content indented below it, then its footer, dimmed, as
  /// SwiftUI draws a footer in secondary grey.
  private func sectionNode(
    header: [ResolvedView], content: [ResolvedView], footer: [ResolvedView]
  ) -> any LayoutNode {
    let header = nodes(inStack: .vertical, for: header)
    let content = StackNode(
      axis: .vertical, alignment: .leading, spacing: 0, children: nodes(inStack: .vertical, for: content))
    let outer = inheritedStyle
    inheritedStyle = inheritedStyle.merging(Style(isDim: true))
    let footer = nodes(inStack: .vertical, for: footer)
    inheritedStyle = outer
    return StackNode(
      axis: .vertical, alignment: .leading, spacing: 0,
      children: header + [InsetNode(leading: Self.sectionIndent, content: content)] + footer
    )
  }

  /// How far a section's content is indented under its header.
  static let sectionIndent = 2

  private func addToolbarItems(_ items: [ResolvedToolbarItem]) {
    resolvingToolbar {
      for item in items {
        let itemNodes = nodes(inStack: .horizontal, for: item.content)
        switch item.placement {
        case .bottomBar: navigationBar.bottomItems += itemNodes
        case .status: navigationBar.statusItems += itemNodes
        default: navigationBar.items += itemNodes
        }
      }
    }
  }
}
