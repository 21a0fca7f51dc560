/// The result of an `if` without `else`: its content, or nothing.
struct OptionalView: View, PrimitiveView {
  let content: (any View)?

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    if let content { ResolvedView.append(content, at: path, to: &views) }
  }
}

/// One branch of an `if`/`else` or `switch`; the branch is part of the identity, so state
/// such as a text field's cursor is not carried from one branch to the other.
struct ConditionalView: View, PrimitiveView {
  let isFirst: Bool
  let content: any View

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    ResolvedView.append(content, at: path.appending(isFirst), to: &views)
  }
}
