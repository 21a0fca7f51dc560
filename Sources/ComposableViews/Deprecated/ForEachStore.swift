import ComposableArchitecture

/// The views of each element of a collection feature, built from the element's own store: TCA's
/// view helper before `ForEach(store.scope(state:action:))`.
///
/// <!-- snippet: fragment -->
/// ```swift
/// ForEachStore(store.scope(state: \.todos, action: \.todos)) { todoStore in
///   TodoView(store: todoStore)
/// }
/// ```
@available(
  *, deprecated,
  message:
    "Pass 'ForEach' a store scoped to an identified array and identified action, instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Replacing-ForEachStore-with-ForEach]"
)
public struct ForEachStore<EachState, EachAction, ID: Hashable & Sendable>: View, PrimitiveView {
  let store: Store<IdentifiedArray<ID, EachState>, IdentifiedAction<ID, EachAction>>
  let content: @MainActor (Store<EachState, EachAction>) -> TupleView

  /// One group of views per element, each built from the element's store and identified by its id.
  public init(
    _ store: Store<IdentifiedArray<ID, EachState>, IdentifiedAction<ID, EachAction>>,
    @ViewBuilder content: @escaping @MainActor (_ store: Store<EachState, EachAction>) -> TupleView
  ) {
    self.store = store
    self.content = content
  }

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    let elements = Array(zip(store.state.ids, store.scope(state: \.self, action: \.self)))
    let content = self.content
    ForEach(elements, id: \.0) { content($0.1) }.resolve(at: path, into: &views)
  }
}
