extension Reducer {
  /// Overrides a dependency for this reducer and the effects it starts.
  ///
  /// ```swift
  /// Feature()
  ///   .dependency(\.continuousClock, ImmediateClock())
  /// ```
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    let sendableKeyPath = UncheckedSendable(keyPath)
    let value = UncheckedSendable(value)
    return _DependencyKeyWritingReducer(base: self._resolvedReducer()) {
      $0[keyPath: sendableKeyPath.value] = value.value
    }
  }

  /// Transforms a dependency for this reducer and the effects it starts.
  ///
  /// ```swift
  /// Feature()
  ///   .transformDependency(\.self) { $0.uuid = .incrementing }
  /// ```
  public func transformDependency<V>(
    _ keyPath: WritableKeyPath<DependencyValues, V>,
    transform: @escaping (_ dependency: inout V) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self._resolvedReducer()) {
      transform(&$0[keyPath: keyPath])
    }
  }
}

/// The reducer built by ``Reducer/dependency(_:_:)`` and
/// ``Reducer/transformDependency(_:transform:)``.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  let base: any Reducer<Base.State, Base.Action>
  let update: (inout DependencyValues) -> Void

  init(base: any Reducer<Base.State, Base.Action>, update: @escaping (inout DependencyValues) -> Void) {
    self.base = base
    self.update = update
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    var dependencies = DependencyValues._current
    self.update(&dependencies)
    return DependencyValues.$_current.withValue(dependencies) {
      self.base.reduce(into: &state, action: action)
    }
  }
}
