/// Identifies a child store by the key paths it was scoped with, so that scoping twice returns the
/// same store.
struct ScopeID: Hashable {
  let state: AnyKeyPath
  let action: AnyKeyPath
}

/// A view into a part of a root store's state, whose actions are embedded into the root's.
@MainActor
final class ScopedCore<RootState, RootAction, State, Action>: StoreCore {
  let root: any StoreCore<RootState, RootAction>
  let toState: (RootState) -> State
  let fromAction: (Action) -> RootAction
  let canCacheChildren: Bool

  init(
    root: any StoreCore<RootState, RootAction>,
    toState: @escaping (RootState) -> State,
    fromAction: @escaping (Action) -> RootAction,
    canCacheChildren: Bool
  ) {
    self.root = root
    self.toState = toState
    self.fromAction = fromAction
    self.canCacheChildren = canCacheChildren
  }

  var state: State {
    self.toState(self.root.state)
  }

  func send(_ action: Action) -> EffectFamily? {
    self.root.send(self.fromAction(action))
  }

  func trackStateAccess() {
    self.root.trackStateAccess()
  }
}

extension StoreCore {
  /// A core for a part of this one's domain, reaching the root directly rather than through
  /// every intermediate store.
  ///
  /// - Parameter isCacheable: Whether the scope can be cached (is not made of closures); a core
  ///   scoped from one that cannot be cached cannot be either.
  func scoped<ChildState, ChildAction>(
    toState: @escaping (State) -> ChildState,
    fromAction: @escaping (ChildAction) -> Action,
    isCacheable: Bool = true
  ) -> any StoreCore<ChildState, ChildAction> {
    if let scoped = self as? any ScopedCoreProtocol<State, Action> {
      return scoped.appending(toState: toState, fromAction: fromAction, isCacheable: isCacheable)
    }
    return ScopedCore(
      root: self, toState: toState, fromAction: fromAction,
      canCacheChildren: self.canCacheChildren && isCacheable
    )
  }
}

@MainActor
protocol ScopedCoreProtocol<State, Action>: StoreCore {
  func appending<ChildState, ChildAction>(
    toState: @escaping (State) -> ChildState,
    fromAction: @escaping (ChildAction) -> Action,
    isCacheable: Bool
  ) -> any StoreCore<ChildState, ChildAction>
}

extension ScopedCore: ScopedCoreProtocol {
  func appending<ChildState, ChildAction>(
    toState: @escaping (State) -> ChildState,
    fromAction: @escaping (ChildAction) -> Action,
    isCacheable: Bool
  ) -> any StoreCore<ChildState, ChildAction> {
    let parentToState = self.toState
    let parentFromAction = self.fromAction
    return ScopedCore<RootState, RootAction, ChildState, ChildAction>(
      root: self.root,
      toState: { toState(parentToState($0)) },
      fromAction: { parentFromAction(fromAction($0)) },
      canCacheChildren: self.canCacheChildren && isCacheable
    )
  }
}

extension Store {
  /// Derives a store for a child feature from a key path to its state and a case key path to its
  /// actions.
  ///
  /// ```swift
  /// let childStore = store.scope(state: \.child, action: \.child)
  /// ```
  ///
  /// Scoping again with the same key paths returns the same store.
  // Disfavored: the optional and collection forms, whose extra parameters all have defaults, must
  // win over this one when their state matches.
  @_disfavoredOverload
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let id = ScopeID(state: state, action: action)
    if let child = self.children[id] as? Store<ChildState, ChildAction> {
      return child
    }
    let casePath = AnyCasePath.resolved(action)
    let child = Store<ChildState, ChildAction>(
      core: self.core.scoped(
        toState: { $0[keyPath: state] },
        fromAction: { casePath.embed($0) }
      )
    )
    self.children[id] = child
    return child
  }

  /// Derives a store for an optional child feature, or `nil` when its state is `nil`.
  ///
  /// ```swift
  /// if let addStore = store.scope(state: \.destination?.add, action: \.destination.add) {
  ///   …
  /// }
  /// ```
  ///
  /// The child store keeps working after the state becomes `nil` (it then reads the last value it
  /// saw), so that a view being dismissed never crashes.
  ///
  /// Scoping so from a store that was scoped with closures (which cannot cache its children) is
  /// reported: the child stores it makes are not compatible with observation.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    self.reportIfUncached(
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    let id = ScopeID(state: state, action: action)
    // Children whose state is gone are released, so that a dismissed child's store (or a popped
    // stack element's, whose key path is never scoped again) does not live as long as its
    // parent's.
    self.releaseAbsentChildren()
    self.core.trackStateAccess()
    guard let initialChild = self.core.state[keyPath: state] else {
      return nil
    }
    if let child = self.children[id] as? Store<ChildState, ChildAction> {
      return child
    }
    let casePath = AnyCasePath.resolved(action)
    let lastValue = LastValue(initialChild)
    let child = Store<ChildState, ChildAction>(
      core: self.core.scoped(
        toState: { parent in
          if let value = parent[keyPath: state] {
            lastValue.value = value
            return value
          }
          return lastValue.value
        },
        fromAction: { casePath.embed($0) }
      )
    )
    self.children[id] = child
    let core = self.core
    self.childPresence[id] = { core.state[keyPath: state] != nil }
    return child
  }

  private func releaseAbsentChildren() {
    for (id, isPresent) in self.childPresence where !isPresent() {
      self.children[id] = nil
      self.childPresence[id] = nil
    }
  }
}

/// The last non-`nil` value an optional child store has read.
private final class LastValue<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

extension Store {
  /// Derives a store for a child feature: the same as `scope(state:action:)`, spelled
  /// with the key path first.
  ///
  /// ```swift
  /// let childStore = store.scope(\.child, action: \.child)
  /// ```
  @_disfavoredOverload
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    self.scope(state: state, action: action)
  }

  /// Derives a store for an optional child feature, or `nil` when its state is `nil`: the same as
  /// the `scope(state:action:)` form for optional state, spelled with the key path first.
  ///
  /// ```swift
  /// if let addStore = store.scope(\.destination?.add, action: \.destination.add) {
  ///   …
  /// }
  /// ```
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    self.scope(
      state: state, action: action, fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

extension Store {
  /// Reports a scope that observation needs cached, taken from a store that cannot cache.
  func reportIfUncached(at location: SourceLocation) {
    guard !self.core.canCacheChildren else { return }
    location.reportIssue(
      """
      Scoping from uncached '\(self.debugDescription)' is not compatible with observation.

      This can happen for one of two reasons:

      1. A parent view scopes on a store using transform functions, which has been deprecated, \
      instead of with key paths and case paths. Read the migration guide for 1.5 to update these \
      scopes: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/\
      documentation/composablearchitecture/migratingto1.5

      2.\u{00A0}A parent feature is using deprecated navigation APIs, such as 'IfLetStore', \
      'SwitchStore', 'ForEachStore', or any navigation view modifiers taking stores instead of \
      bindings. Read the migration guide for 1.7 to update those APIs: \
      https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/\
      documentation/composablearchitecture/migratingto1.7
      """
    )
  }
}
