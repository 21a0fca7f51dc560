/// Builds the content of a stack, form, section or ``View/body`` from a list of views,
/// with `if`, `if let`, `switch` and `for` as in SwiftUI.
@resultBuilder
@MainActor
public enum ViewBuilder {
  public static func buildExpression(_ view: some View) -> any View { view }

  public static func buildBlock() -> TupleView { TupleView([]) }

  public static func buildBlock(_ views: any View...) -> TupleView { TupleView(views) }

  public static func buildOptional(_ view: (any View)?) -> any View { OptionalView(content: view) }

  public static func buildEither(first view: any View) -> any View {
    ConditionalView(isFirst: true, content: view)
  }

  public static func buildEither(second view: any View) -> any View {
    ConditionalView(isFirst: false, content: view)
  }

  public static func buildArray(_ views: [any View]) -> any View { TupleView(views) }

  public static func buildLimitedAvailability(_ view: any View) -> any View { view }

  public static func buildFinalResult(_ view: any View) -> TupleView {
    view as? TupleView ?? TupleView([view])
  }
}

/// Views listed one after another inside a builder; stacks lay them out in order.
public struct TupleView: View, PrimitiveView {
  let children: [any View]

  init(_ children: [any View]) {
    self.children = children
  }

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    children.enumerated().flatMap { index, child in
      pass.nodes(for: child, path: path.appending(index))
    }
  }
}

/// The result of an `if` without `else`: its content, or nothing.
struct OptionalView: View, PrimitiveView {
  let content: (any View)?

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    content.map { pass.nodes(for: $0, path: path) } ?? []
  }
}

/// One branch of an `if`/`else` or `switch`; the branch is part of the identity, so state
/// such as a text field's cursor is not carried from one branch to the other.
struct ConditionalView: View, PrimitiveView {
  let isFirst: Bool
  let content: any View

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    pass.nodes(for: content, path: path.appending(isFirst))
  }
}
