import ComposableArchitecture

/// A stack of screens over a root: the root while nothing is pushed, otherwise the screen on top.
///
/// TCA's form drives the stack from a feature's `StackState`: scope the store to the stack's
/// state and actions, and build each element's screen from its store, as in SwiftUI:
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
/// SwiftUI's own forms keep the path in the view: `NavigationStack { … }` keeps its own,
/// `NavigationStack(path: $path)` binds it to a ``NavigationPath`` or an array of values. A
/// `NavigationLink(value:)` appends its value, which the `navigationDestination(for:destination:)`
/// registered for the value's type inside the stack shows; a `NavigationLink(destination:)` pushes
/// its view on any stack.
///
/// Esc pops the top screen, unless a view on it handles Esc itself; a browser shows a back link.
/// Each screen has its own identity, so focus and view-local state (`@State`, a text field's
/// cursor) stay with it while it is on the stack, and are not carried from one screen to another.
public struct NavigationStack<State, Action>: View, PrimitiveView {
  let root: TupleView
  let source: Source

  /// Where the screens above the root come from.
  enum Source {
    /// A feature's `StackState`, through the store scoped to it.
    case store(
      Store<StackState<State>, StackAction<State, Action>>,
      destination: @MainActor (Store<State, Action>) -> TupleView)
    /// Values shown by the registered destinations: a binding's, or, if `nil`, the stack's own.
    case values(NavigationValues?)
  }

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
    self.root = root()
    self.source = .store(path, destination: destination)
  }

  init(values: NavigationValues?, root: () -> TupleView) {
    self.root = root()
    self.source = .values(values)
  }

  func resolve(at viewPath: ViewPath, into views: inout [ResolvedView]) {
    let stack = enclosingStack(at: viewPath)
    // Links on the root and on pushed screens push onto this stack.
    let resolved = ResolutionContext.resolving(inside: stack) { resolveScreens(of: stack, at: viewPath) }
    views.append(ResolvedView(id: viewPath, kind: .navigationStack(resolved)))
  }

  private func enclosingStack(at viewPath: ViewPath) -> EnclosingNavigationStack {
    let pushedViews = Self.box(at: viewPath.appending("pushedViews")) { PushedViews() }
    switch source {
    case let .store(store, _):
      return EnclosingNavigationStack(store: StoreElements(path: store), values: nil, pushedViews: pushedViews)
    case let .values(values):
      let own = Self.box(at: viewPath.appending("path")) { NavigationPath() }
      let values =
        values ?? NavigationValues(path: Binding(get: { own.value }, set: { own.value = $0 }))
      return EnclosingNavigationStack(store: nil, values: values, pushedViews: pushedViews)
    }
  }

  /// Resolves the root, then every screen above it in order (so that each finds the
  /// destinations registered beneath it), and keeps the top one.
  private func resolveScreens(
    of stack: EnclosingNavigationStack, at viewPath: ViewPath
  ) -> ResolvedNavigationStack {
    let rootPath = viewPath.appending("root")
    var top = (id: rootPath, views: ResolvedView.resolve(root, at: rootPath))
    let screens = self.screens(of: stack, at: viewPath)
    for screen in screens {
      let views = EnvironmentValues.with(\.dismiss, DismissAction(screen.pop)) {
        screen.content().map { ResolvedView.resolve($0, at: screen.path) } ?? []
      }
      top = (screen.path, views)
    }
    let ids = screens.enumerated().map { position, screen in
      screen.id ?? StackElementID(integerLiteral: position)
    }
    return ResolvedNavigationStack(elementIDs: ids, screenID: top.id, screen: top.views, pop: screens.last?.pop)
  }

  private func screens(of stack: EnclosingNavigationStack, at viewPath: ViewPath) -> [NavigationScreen] {
    let path: [NavigationScreen]
    let popPath: @MainActor (_ keep: Int) -> Void
    switch source {
    case let .store(store, destination):
      let ids = Array(store.state.ids)
      popPath = { keep in
        let ids = store.state.ids
        if keep < ids.count { store.send(.popFrom(id: ids[keep])) }
      }
      path = ids.enumerated().map { index, id in
        NavigationScreen(
          id: id, path: viewPath.appending(id),
          content: { store.scope(state: \.[id: id], action: \.[id: id]).map(destination) },
          pop: { popPath(index) })
      }
    case .values:
      guard let values = stack.values else { return [] }
      popPath = { keep in values.removeLast(values.values().count - keep) }
      path = values.values().enumerated().map { index, value in
        NavigationScreen(
          id: nil, path: viewPath.appending(index).appending(value),
          content: { stack.destinations.view(for: value) }, pop: { popPath(index) })
      }
    }
    return NavigationScreen.merging(path, pushedViews: stack.pushedViews, at: viewPath, popPath: popPath)
  }

  /// The object kept at `key` for the view, or a fresh one outside a drawn frame.
  private static func box<Value>(at key: ViewPath, _ initial: () -> Value) -> StateBox<Value> {
    ViewLocalStorage.current?.object(at: key) { StateBox(initial()) } ?? StateBox(initial())
  }
}

extension NavigationStack where State == NavigationPath, Action == Never {
  /// A stack that keeps its own path, as SwiftUI's `NavigationStack { … }` does: links inside it
  /// push their values and views onto it.
  ///
  /// ```swift
  /// NavigationStack {
  ///   List {
  ///     NavigationLink("Settings") { Text("Settings") }
  ///     NavigationLink("Meeting 3", value: 3)
  ///   }
  ///   .navigationDestination(for: Int.self) { number in
  ///     Text("Meeting \(number)")
  ///   }
  /// }
  /// ```
  public init(@ViewBuilder root: () -> TupleView) {
    self.init(values: nil, root: root)
  }

  /// A stack whose path is `path`: its values are the screens above the root, each shown by the
  /// destination registered for its type. Appending pushes; removing goes back.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> TupleView) {
    self.init(values: NavigationValues(path: path), root: root)
  }
}

extension NavigationStack where Action == Never {
  /// A stack whose path is a collection of values of one type, such as `[Int]`: each value is a
  /// screen above the root, shown by the destination registered for the type.
  ///
  /// ```swift
  /// @State private var meetings: [Int] = []
  ///
  /// var body: some View {
  ///   NavigationStack(path: $meetings) {
  ///     Button("Open meeting 3") { meetings.append(3) }
  ///       .navigationDestination(for: Int.self) { Text("Meeting \($0)") }
  ///   }
  /// }
  /// ```
  public init(path: Binding<State>, @ViewBuilder root: () -> TupleView)
  where State: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, State.Element: Hashable {
    self.init(values: NavigationValues(path: path), root: root)
  }
}
