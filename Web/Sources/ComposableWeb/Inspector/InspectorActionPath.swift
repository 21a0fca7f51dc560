@_spi(Inspector) import ComposableArchitecture
import Foundation

/// How the inspector lists an action: its cases from the root down, dot-separated, an element of
/// a stack or collection by its id (`path[id: 1].record.timerTick` for
/// `.path(.element(id: 1, action: .record(.timerTick)))`), and a payload that is not an action
/// as custom-dump writes it, shortened (`nameChanged("Blob")`). A binding action shows where it
/// wrote when the step noted it (`binding(.set(\.title, "Design"))`).
func inspectorActionPath(_ action: Any, bindingKeyPath: String? = nil) -> String {
  var path = ""
  var value = action
  while true {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else {
      return path + "(" + shortDump(value) + ")"
    }
    if !path.isEmpty { path += "." }
    guard let child = mirror.children.first, let name = child.label else {
      // A case without payload prints as its name.
      return path + "\(value)"
    }
    let payload = Mirror(reflecting: child.value)
    if name == "element", payload.displayStyle == .tuple,
      payload.children.map(\.label) == ["id", "action"]
    {
      let parts = Array(payload.children)
      // Drop the dot before `element`: the id subscripts the case before it.
      if path.hasSuffix(".") { path.removeLast() }
      path += "[id: " + elementID(parts[0].value) + "]"
      value = parts[1].value
      continue
    }
    path += name
    if payload.displayStyle == .enum {
      value = child.value
      continue
    }
    if let keyPath = bindingKeyPath, let value = _bindingActionValue(child.value) {
      return path + "(.set(" + keyPath + ", " + shortDump(value) + "))"
    }
    // A tuple dumps with its parentheses.
    let dump = shortDump(child.value)
    return path + (payload.displayStyle == .tuple ? dump : "(" + dump + ")")
  }
}

private func elementID(_ id: Any) -> String {
  // Stack ids dump as `#1`; a test writes them as `1`.
  let dump = shortDump(id)
  return id is StackElementID && dump.hasPrefix("#") ? String(dump.dropFirst()) : dump
}

/// A value as custom-dump writes it, on one line and at most 60 characters.
private func shortDump(_ value: Any) -> String {
  let dump = String(customDumping: value)
    .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
  return dump.count > 60 ? dump.prefix(59) + "…" : dump
}
