import ComposableArchitecture

/// A state as the tree the inspector page folds and unfolds, in JSON: a node is
/// `{"l":"label","v":"summary","c":[children]}`, a leaf (a string, a number, a value custom-dump
/// writes on one line) has no `c`.
///
/// Built from the value's mirror, as custom-dump reads it: an observable state's fields under
/// their declared names, without its registrar.
enum InspectorStateTree {
  /// Deeper than this, a node shows its summary only.
  static let maxDepth = 32

  static func write(_ value: Any, label: String, to output: inout String, depth: Int = 0) {
    let mirror = Mirror(reflecting: value)
    // An optional shows what it holds.
    if mirror.displayStyle == .optional, let wrapped = mirror.children.first {
      self.write(wrapped.value, label: label, to: &output, depth: depth)
      return
    }
    output += #"{"l":"# + JSON.string(label) + #","v":"#
    let children = self.children(of: value, mirror: mirror)
    guard let children, depth < maxDepth,
      !(children.isEmpty && mirror.displayStyle == .enum)
    else {
      JSON.writeString(String(customDumping: value), to: &output)
      output += "}"
      return
    }
    JSON.writeString(self.summary(of: value, mirror: mirror, count: children.count), to: &output)
    output += #","c":["#
    for (index, child) in children.enumerated() {
      if index > 0 { output += "," }
      self.write(child.value, label: child.label, to: &output, depth: depth + 1)
    }
    output += "]}"
  }

  /// The node's children, or `nil` for a value shown on one line.
  private static func children(
    of value: Any, mirror: Mirror
  ) -> [(label: String, value: Any)]? {
    if value is any CustomDumpStringConvertible || value is String || value is Substring {
      return nil
    }
    switch mirror.displayStyle {
    case .collection, .set:
      return mirror.children.enumerated().map { ("[\($0.offset)]", $0.element.value) }
    case .dictionary:
      return mirror.children.map { pair in
        let parts = Array(Mirror(reflecting: pair.value).children)
        return ("[" + String(customDumping: parts[0].value) + "]", parts[1].value)
      }
    case .struct, .class, .tuple, .enum:
      return mirror.children.enumerated().compactMap { index, child in
        var label = child.label ?? "\(index)"
        // An observable state's registrar and identity are not state; its fields are stored
        // under `_name`.
        if label.hasPrefix("_$") { return nil }
        if label.hasPrefix("_"), mirror.displayStyle == .struct { label.removeFirst() }
        return (label, child.value)
      }
    default:
      return nil
    }
  }

  private static func summary(of value: Any, mirror: Mirror, count: Int) -> String {
    switch mirror.displayStyle {
    case .collection, .set, .dictionary:
      return typeNameOf(type(of: value)) + " (\(count))"
    case .enum:
      let name = mirror.children.first?.label ?? "\(value)"
      return "." + name
    default:
      return typeNameOf(type(of: value))
    }
  }
}
