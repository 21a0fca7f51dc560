extension _DependencyKeyWritingReducer {
  /// Overrides one more dependency: a chain of `.dependency(…)` calls collapses into a single
  /// `_DependencyKeyWritingReducer<Base>`, so a long chain neither deepens the reducer's type nor
  /// adds a layer per call.
  ///
  /// The override written first (nearest the reducer) wins over a later one for the same key,
  /// as it would in nested reducers.
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Base> {
    let keyPath = UncheckedSendable(keyPath)
    let value = UncheckedSendable(value)
    let update = self.update
    return _DependencyKeyWritingReducer(base: self.base) {
      $0[keyPath: keyPath.value] = value.value
      update(&$0)
    }
  }

  /// Transforms one more dependency, collapsing the chain as ``dependency(_:_:)`` does.
  public func transformDependency<V>(
    _ keyPath: WritableKeyPath<DependencyValues, V>,
    transform: @escaping (_ dependency: inout V) -> Void
  ) -> _DependencyKeyWritingReducer<Base> {
    let update = self.update
    return _DependencyKeyWritingReducer(base: self.base) {
      transform(&$0[keyPath: keyPath])
      update(&$0)
    }
  }
}
