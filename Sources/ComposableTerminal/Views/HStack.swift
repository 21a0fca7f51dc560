/// Arranges its content left to right, one column apart by default.
///
/// <!-- snippet: group doc-counter; given store: StoreOf<CounterFeature> -->
/// ```swift
/// HStack {
///   Button("Decrement", key: "-") { store.send(.decrementButtonTapped) }
///   Button("Increment", key: "+") { store.send(.incrementButtonTapped) }
/// }
/// ```
public struct HStack: View, PrimitiveView {
  let spacing: Int
  let content: TupleView

  /// A horizontal stack; `spacing` is the number of columns between children.
  public init(spacing: Int = 1, @ViewBuilder content: () -> TupleView) {
    self.spacing = spacing
    self.content = content()
  }

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    [StackNode(axis: .horizontal, alignment: .leading, spacing: spacing,
               children: pass.nodes(inStack: .horizontal, for: content, path: path))]
  }
}
