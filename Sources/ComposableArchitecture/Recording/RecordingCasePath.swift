import CasePaths

/// The case key path a test's `receive` names an action with, without its `\.`: each case and, in
/// a single payload that is an enum too, its case (`child.presented.delegate.saved`), for as long
/// as the enums are `@CasePathable`: one that is not (a child's plain `Delegate` enum) ends the
/// path before its case, so that the test compiles. `nil` when the action's own enum is not
/// `@CasePathable`.
func recordedCasePath(of action: Any) -> String? {
  guard type(of: action) is any CasePathable.Type else { return nil }
  var components: [String] = []
  var value = action
  while true {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { break }
    guard let child = mirror.children.first, let name = child.label else {
      // A case without payload has no child; a custom description would not be its name.
      if mirror.children.isEmpty, !(value is any CustomStringConvertible) {
        components.append("\(value)")
      }
      break
    }
    components.append(name)
    // A tuple (several payloads, or a labeled one) ends the path: its parts have no case path.
    guard Mirror(reflecting: child.value).displayStyle == .enum,
      type(of: child.value) is any CasePathable.Type
    else { break }
    value = child.value
  }
  return components.isEmpty ? nil : components.joined(separator: ".")
}
