extension HTMLNode {
  /// This tree with `patches` applied in order: the reference for what the browser's applier
  /// does with them.
  func applying(_ patches: [HTMLPatch]) -> HTMLNode {
    var tree = self
    for patch in patches { tree.apply(patch) }
    return tree
  }

  private mutating func apply(_ patch: HTMLPatch) {
    switch patch {
    case .setText(let path, let text):
      modify(at: path[...]) { $0 = $0.with(text: text) }
    case .setAttribute(let path, let name, let value):
      modify(at: path[...]) { $0 = $0.attribute(name, value) }
    case .removeAttribute(let path, let name):
      modify(at: path[...]) { $0 = $0.attribute(name, nil) }
    case .insertChild(let path, let index, let node):
      modify(at: path[...]) { parent in
        var children = parent.children
        children.insert(node, at: index)
        parent = parent.with(children: children)
      }
    case .removeChild(let path, let index):
      modify(at: path[...]) { parent in
        var children = parent.children
        children.remove(at: index)
        parent = parent.with(children: children)
      }
    case .moveChild(let path, let from, let to):
      modify(at: path[...]) { parent in
        var children = parent.children
        let child = children.remove(at: from)
        children.insert(child, at: to)
        parent = parent.with(children: children)
      }
    case .replace(let path, let node):
      modify(at: path[...]) { $0 = node }
    }
  }

  private mutating func modify(at path: ArraySlice<Int>, _ body: (inout HTMLNode) -> Void) {
    guard let index = path.first else {
      body(&self)
      return
    }
    var children = self.children
    children[index].modify(at: path.dropFirst(), body)
    self = with(children: children)
  }
}
