/// Arranges its content top to bottom.
///
/// Unlike SwiftUI, children are aligned to the leading edge by default, which is what a
/// terminal screen usually wants.
///
/// <!-- snippet: group doc-counter; given store: StoreOf<CounterFeature> -->
/// ```swift
/// VStack(spacing: 1) {
///   Text("Counter").bold()
///   Text("\(store.count)")
/// }
/// ```
public struct VStack: View, PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: Int
  let content: TupleView

  /// A vertical stack; `spacing` is the number of blank rows between children.
  public init(
    alignment: HorizontalAlignment = .leading, spacing: Int = 0,
    @ViewBuilder content: () -> TupleView
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    let children = ResolvedView.resolve(content, at: path)
    views.append(ResolvedView(id: path, kind: .stack(.vertical, alignment: alignment, spacing: spacing, children: children)))
  }
}
