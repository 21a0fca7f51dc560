import ComposableArchitecture

/// A stack of screens driven by a feature's `StackState`: the root while the stack is empty,
/// otherwise the screen of the top element.
///
/// Scope the store to the stack's state and actions, and build each element's screen from
/// its store, as in SwiftUI:
///
/// ```swift
/// NavigationStack(path: store.scope(state: \.path, action: \.path)) {
///   SyncUpsListView(store: store.scope(state: \.syncUpsList, action: \.syncUpsList))
/// } destination: { store in
///   if let store = store.scope(state: \.detail, action: \.detail) {
///     SyncUpDetailView(store: store)
///   } else if let store = store.scope(state: \.record, action: \.record) {
///     RecordMeetingView(store: store)
///   }
/// }
/// ```
///
/// Esc sends `.popFrom(id:)` for the top element, unless a view on its screen handles Esc
/// itself. Each element's screen has its own identity, so focus and view state such as a
/// text field's cursor are not carried from one element to another.
public struct NavigationStack<State, Action>: View, PrimitiveView {
  let path: Store<StackState<State>, StackAction<State, Action>>
  let root: TupleView
  let destination: @MainActor (Store<State, Action>) -> TupleView

  /// A stack driven by a binding to the path's store, as upstream's SwiftUI helper takes it:
  /// `NavigationStack(path: $store.scope(state: \.path, action: \.path)) { … } destination: { … }`.
  public init(
    path: Binding<Store<StackState<State>, StackAction<State, Action>>>,
    @ViewBuilder root: () -> TupleView,
    @ViewBuilder destination: @escaping @MainActor (Store<State, Action>) -> TupleView
  ) {
    self.init(path: path.wrappedValue, root: root, destination: destination)
  }

  /// A stack showing `root` under the screens `destination` makes for the elements of `path`.
  public init(
    path: Store<StackState<State>, StackAction<State, Action>>,
    @ViewBuilder root: () -> TupleView,
    @ViewBuilder destination: @escaping @MainActor (Store<State, Action>) -> TupleView
  ) {
    self.path = path
    self.root = root()
    self.destination = destination
  }

  func resolve(at viewPath: ViewPath, into views: inout [ResolvedView]) {
    // Links on the root and on pushed screens push onto this stack.
    let stack = ResolutionContext.resolving(inside: EnclosingNavigationStack(path: path)) {
      resolveTopScreen(at: viewPath)
    }
    views.append(ResolvedView(id: viewPath, kind: .navigationStack(stack)))
  }

  private func resolveTopScreen(at viewPath: ViewPath) -> ResolvedNavigationStack {
    let store = path
    let ids = Array(store.state.ids)
    // The screens under the top one stay in the hierarchy, with their view-local state.
    if !ids.isEmpty {
      ViewLocalStorage.current?.retainUnresolved(under: viewPath) {
        Set(["root"] + ids.dropLast().map(AnyHashable.init))
      }
    }
    if let id = ids.last, let element = store.scope(state: \.[id: id], action: \.[id: id]) {
      let elementPath = viewPath.appending(id)
      let pop: @MainActor () -> Void = { store.send(.popFrom(id: id)) }
      return ResolvedNavigationStack(
        elementIDs: ids,
        screenID: elementPath,
        screen: EnvironmentValues.with(\.dismiss, DismissAction(pop)) {
          ResolvedView.resolve(destination(element), at: elementPath)
        },
        pop: pop
      )
    } else {
      let rootPath = viewPath.appending("root")
      return ResolvedNavigationStack(
        elementIDs: [], screenID: rootPath, screen: ResolvedView.resolve(root, at: rootPath), pop: nil
      )
    }
  }
}
