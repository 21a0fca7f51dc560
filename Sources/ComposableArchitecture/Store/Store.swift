/// The runtime of a feature: it holds the state, runs the reducer for each action it is sent, and
/// runs the effects the reducer returns.
///
/// <!-- snippet: group doc-counter; body -->
/// ```swift
/// let store = Store(initialState: CounterFeature.State()) {
///   CounterFeature()
/// }
/// store.send(.incrementButtonTapped)
/// store.withState { $0.count }  // 1
/// ```
///
/// A store is created once, at the root of an application; views of child features get stores
/// derived from it with `scope(state:action:)`. Effects still running when the store goes
/// away are cancelled.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  let core: any StoreCore<State, Action>
  var children: [ScopeID: AnyObject] = [:]
  /// For each cached optional child, whether its state is still there.
  var childPresence: [ScopeID: () -> Bool] = [:]

  init(core: any StoreCore<State, Action>) {
    self.core = core
  }

  /// Creates a store from an initial state and a reducer.
  ///
  /// - Parameters:
  ///   - initialState: The feature's state to start with.
  ///   - reducer: The reducer that runs the feature's logic.
  ///   - prepareDependencies: Overrides dependencies for the reducer and every effect it starts.
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    // Without overrides, the store keeps the very values current at its creation, so that a send
    // from outside any `withDependencies` has nothing to push. Under test, each store gets its own
    // namespace of cancellation ids, so that tests running in parallel never cancel each other's
    // effects.
    var dependencies =
      prepareDependencies.map { withDependencies($0) { DependencyValues._current } }
      ?? DependencyValues._current
    if dependencies.context == .test {
      RootStoreID.giveNamespace(to: &dependencies)
    }
    let (state, reducer) = DependencyValues.$_current.withValue(dependencies) {
      (initialState(), reducer()._resolvedReducer())
    }
    self.init(
      core: RootCore(initialState: state, reducer: reducer, dependencies: dependencies)
    )
  }

  /// Sends an action to the store.
  ///
  /// The reducer runs, and synchronous effects are processed, before this returns. The returned
  /// task covers the asynchronous effects the action started.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    StoreTask(family: self.core.send(action))
  }

  /// Calls `body` with the store's current state.
  ///
  /// <!-- snippet: group doc-counter; given store: StoreOf<CounterFeature> -->
  /// ```swift
  /// store.withState { $0.count }
  /// ```
  public func withState<R>(_ body: (_ state: State) -> R) -> R {
    body(self.core.state)
  }

  /// The current state. Reading it inside `withObservationTracking` tracks the fields that are
  /// read, when `State` is ``ObservableState``.
  public var state: State {
    self.core.trackStateAccess()
    return self.core.state
  }

  /// Reads a field of the state: `store.count`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    self.core.trackStateAccess()
    return self.core.state[keyPath: keyPath]
  }
}

/// A convenience for naming the store of a feature: `StoreOf<CounterFeature>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// Numbers the stores created under test so that each gets its own namespace of cancellation ids.
enum RootStoreID {
  private static let counter = LockIsolated(0)

  /// Starts a namespace of cancellation ids of its own in a store's dependencies.
  static func giveNamespace(to dependencies: inout DependencyValues) {
    let id = self.counter.withValue {
      $0 += 1
      return $0
    }
    dependencies.navigationIDPath = dependencies.navigationIDPath.appending(id)
  }
}
