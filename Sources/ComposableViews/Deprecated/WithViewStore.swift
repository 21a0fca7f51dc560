import ComposableArchitecture

/// Views built from a ``ViewStore`` of a store: TCA's view helper before `@ObservableState`.
///
/// <!-- snippet: fragment -->
/// ```swift
/// WithViewStore(store, observe: { $0 }) { viewStore in
///   Text("\(viewStore.count)")
///   Button("Increment") { viewStore.send(.incrementButtonTapped) }
/// }
/// ```
@available(
  *, deprecated,
  message:
    "Use '@ObservableState', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Using-ObservableState"
)
public struct WithViewStore<ViewState, ViewAction>: View, PrimitiveView {
  let viewStore: ViewStore<ViewState, ViewAction>
  let content: @MainActor (ViewStore<ViewState, ViewAction>) -> TupleView

  /// Views built from the state of `store` seen through `toViewState`, sending actions through
  /// `fromViewAction`.
  public init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
    @ViewBuilder content: @escaping @MainActor (_ viewStore: ViewStore<ViewState, ViewAction>) -> TupleView,
    file: StaticString = #fileID,
    line: UInt = #line
  ) {
    self.viewStore = ViewStore(store, observe: toViewState, send: fromViewAction, removeDuplicates: isDuplicate)
    self.content = content
  }

  /// Views built from the state of `store` seen through `toViewState`.
  public init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
    @ViewBuilder content: @escaping @MainActor (_ viewStore: ViewStore<ViewState, ViewAction>) -> TupleView,
    file: StaticString = #fileID,
    line: UInt = #line
  ) {
    self.init(
      store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate, content: content,
      file: file, line: line)
  }

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    ResolvedView.append(content(viewStore), at: path, to: &views)
  }
}

@available(
  *, deprecated,
  message:
    "Use '@ObservableState', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Using-ObservableState"
)
extension WithViewStore where ViewState: Equatable {
  /// Views built from the state of `store` seen through `toViewState`, sending actions through
  /// `fromViewAction`.
  public init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
    @ViewBuilder content: @escaping @MainActor (_ viewStore: ViewStore<ViewState, ViewAction>) -> TupleView,
    file: StaticString = #fileID,
    line: UInt = #line
  ) {
    self.init(
      store, observe: toViewState, send: fromViewAction, removeDuplicates: { $0 == $1 }, content: content,
      file: file, line: line)
  }

  /// Views built from the state of `store` seen through `toViewState`:
  /// `WithViewStore(store, observe: { $0 }) { viewStore in … }`.
  public init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    @ViewBuilder content: @escaping @MainActor (_ viewStore: ViewStore<ViewState, ViewAction>) -> TupleView,
    file: StaticString = #fileID,
    line: UInt = #line
  ) {
    self.init(
      store, observe: toViewState, removeDuplicates: { $0 == $1 }, content: content, file: file, line: line)
  }
}
