import ComposableArchitecture

/// The views of a child feature while its optional state is present, otherwise others: TCA's
/// view helper before `if let store = store.scope(…)`.
///
/// <!-- snippet: fragment -->
/// ```swift
/// IfLetStore(store.scope(state: \.results, action: \.results)) { store in
///   SearchResultsView(store: store)
/// } else: {
///   Text("Loading search results...")
/// }
/// ```
@available(
  *, deprecated,
  message:
    "Use 'if let' with a store of observable state, instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Replacing-IfLetStore-with-if-let]"
)
public struct IfLetStore<State, Action>: View, PrimitiveView {
  let store: Store<State?, Action>
  let content: @MainActor (Store<State, Action>) -> TupleView
  let elseContent: TupleView?

  /// `ifContent` with the child's store while its state is present, `elseContent` otherwise.
  public init(
    _ store: Store<State?, Action>,
    @ViewBuilder then ifContent: @escaping @MainActor (_ store: Store<State, Action>) -> TupleView,
    @ViewBuilder else elseContent: () -> TupleView
  ) {
    self.store = store
    self.content = ifContent
    self.elseContent = elseContent()
  }

  /// `ifContent` with the child's store while its state is present, nothing otherwise.
  public init(
    _ store: Store<State?, Action>,
    @ViewBuilder then ifContent: @escaping @MainActor (_ store: Store<State, Action>) -> TupleView
  ) {
    self.store = store
    self.content = ifContent
    self.elseContent = nil
  }

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    // The branch is part of the identity, as an `if`/`else` in a builder makes it.
    if let child = store.scope(state: \.self, action: \.self) {
      ResolvedView.append(content(child), at: path.appending(true), to: &views)
    } else if let elseContent {
      ResolvedView.append(elseContent, at: path.appending(false), to: &views)
    }
  }
}
