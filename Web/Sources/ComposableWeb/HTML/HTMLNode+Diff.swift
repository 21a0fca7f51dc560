extension HTMLNode {
  /// The patches that turn this tree, as the browser shows it, into `new`.
  ///
  /// Only what changed is sent: a changed text is one ``HTMLPatch/setText(path:text:)``, a
  /// changed attribute one ``HTMLPatch/setAttribute(path:name:value:)``. Children are matched by
  /// their ``key`` (or, for unkeyed children, by position), so a keyed list item that is
  /// inserted, removed or moved costs one patch and the other items none. A node whose tag or key
  /// changed is replaced with its subtree.
  ///
  /// ```swift
  /// let patches = before.patches(to: after)
  /// socket.send(patches.json)
  /// ```
  public func patches(to new: HTMLNode) -> [HTMLPatch] {
    var patches: [HTMLPatch] = []
    var path: [Int] = []
    HTMLNode.diff(self, new, path: &path, into: &patches)
    return patches
  }

  private static func diff(
    _ old: HTMLNode, _ new: HTMLNode, path: inout [Int], into patches: inout [HTMLPatch]
  ) {
    guard old.tag == new.tag, old.key == new.key else {
      patches.append(.replace(path: path, node: new))
      return
    }
    guard old.tag != nil else {
      if old.text != new.text { patches.append(.setText(path: path, text: new.text)) }
      return
    }
    if old.attributes != new.attributes {
      for name in new.attributes.keys.sorted() where old.attributes[name] != new.attributes[name] {
        patches.append(.setAttribute(path: path, name: name, value: new.attributes[name]!))
      }
      for name in old.attributes.keys.sorted() where new.attributes[name] == nil {
        patches.append(.removeAttribute(path: path, name: name))
      }
    }
    diffChildren(old.children, new.children, path: &path, into: &patches)
  }

  private static func diffChildren(
    _ old: [HTMLNode], _ new: [HTMLNode], path: inout [Int], into patches: inout [HTMLPatch]
  ) {
    if old.isEmpty && new.isEmpty { return }
    var oldKeys = identities(old)
    var newKeys = identities(new)
    if Set(oldKeys).count != oldKeys.count || Set(newKeys).count != newKeys.count {
      // Duplicate keys cannot be matched: fall back to positions.
      oldKeys = old.indices.map { "#\($0)" }
      newKeys = new.indices.map { "#\($0)" }
    }
    let wanted = Set(newKeys)
    var current = oldKeys
    for index in old.indices.reversed() where !wanted.contains(oldKeys[index]) {
      patches.append(.removeChild(path: path, index: index))
      current.remove(at: index)
    }
    var oldByKey: [String: HTMLNode] = [:]
    for (key, node) in zip(oldKeys, old) { oldByKey[key] = node }
    for (index, key) in newKeys.enumerated() {
      if index < current.count && current[index] == key { continue }
      if let from = current[index...].firstIndex(of: key) {
        patches.append(.moveChild(path: path, from: from, to: index))
        current.remove(at: from)
        current.insert(key, at: index)
      } else {
        patches.append(.insertChild(path: path, index: index, node: new[index]))
        current.insert(key, at: index)
        oldByKey[key] = nil
      }
    }
    for (index, key) in newKeys.enumerated() {
      guard let previous = oldByKey[key] else { continue }
      path.append(index)
      diff(previous, new[index], path: &path, into: &patches)
      path.removeLast()
    }
  }

  private static func identities(_ nodes: [HTMLNode]) -> [String] {
    nodes.enumerated().map { index, node in node.key.map { "k" + $0 } ?? "#\(index)" }
  }
}
