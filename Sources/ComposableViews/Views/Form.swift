/// A column of controls, usually grouped in ``Section``s, with a blank line between groups.
///
/// <!-- snippet: group doc-counter; given store: StoreOf<CounterFeature> -->
/// ```swift
/// Form {
///   Section("Counter") { Text("\(store.count)") }
///   Section("Fact") { Button("Get fact", key: "f") { store.send(.factButtonTapped) } }
/// }
/// ```
public struct Form: View, PrimitiveView {
  let content: TupleView

  /// A form of the given groups, usually ``Section``s.
  public init(@ViewBuilder content: () -> TupleView) {
    self.content = content()
  }

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    views.append(ResolvedView(id: path, kind: .form(children: ResolvedView.resolve(content, at: path))))
  }
}
