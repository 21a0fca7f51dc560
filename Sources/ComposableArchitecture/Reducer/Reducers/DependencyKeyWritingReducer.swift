extension Reducer {
  /// Overrides a dependency for this reducer and the effects it starts.
  ///
  /// ```swift
  /// Feature()
  ///   .dependency(\.continuousClock, ImmediateClock())
  /// ```
  @warn_unqualified_access
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    let sendableKeyPath = UncheckedSendable(keyPath)
    let value = UncheckedSendable(value)
    return _DependencyKeyWritingReducer(base: LazyReducerFunction(self)) {
      $0[keyPath: sendableKeyPath.value] = value.value
    }
  }

  /// Transforms a dependency for this reducer and the effects it starts.
  ///
  /// ```swift
  /// Feature()
  ///   .transformDependency(\.self) { $0.uuid = .incrementing }
  /// ```
  @warn_unqualified_access
  public func transformDependency<V>(
    _ keyPath: WritableKeyPath<DependencyValues, V>,
    transform: @escaping (_ dependency: inout V) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: LazyReducerFunction(self)) {
      transform(&$0[keyPath: keyPath])
    }
  }
}

/// The reducer built by ``Reducer/dependency(_:_:)`` and
/// ``Reducer/transformDependency(_:transform:)``.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  let base: LazyReducerFunction<Base.State, Base.Action>
  let update: (inout DependencyValues) -> Void

  init(base: LazyReducerFunction<Base.State, Base.Action>, update: @escaping (inout DependencyValues) -> Void) {
    self.base = base
    self.update = update
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    // `withDependencies` marks the update as a write: a key path assignment reads the dependency
    // first, and in a test context reading one that has no test value (`\.calendar`, a key with
    // only a `liveValue`) would be reported as unimplemented.
    withDependencies(self.update) {
      self.base.reduce(into: &state, action: action)
    }
  }
}
