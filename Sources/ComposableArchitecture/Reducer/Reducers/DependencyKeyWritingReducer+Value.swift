extension Reducer {
  /// Overrides a dependency whose type is its own key, for this reducer and the effects it
  /// starts.
  ///
  /// ```swift
  /// struct Speller: TestDependencyKey {
  ///   var spell: @Sendable (Int) -> String
  ///   static let testValue = Speller { "\($0)" }
  /// }
  /// // …
  /// Feature()
  ///   .dependency(Speller { _ in "one" })
  /// ```
  @warn_unqualified_access
  public func dependency<Value: TestDependencyKey>(
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> where Value == Value.Value {
    let value = UncheckedSendable(value)
    return self.transformDependency(\.self) { $0[Value.self] = value.value }
  }
}
