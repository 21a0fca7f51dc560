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

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    let children = ResolvedView.resolve(content, at: path)
    views.append(ResolvedView(id: path, kind: .stack(.horizontal, alignment: .leading, spacing: spacing, children: children)))
  }
}
