extension Reducer {
  /// Runs extra logic when a value derived from state changes after this reducer ran.
  ///
  /// ```swift
  /// BindingReducer()
  ///   .onChange(of: \.userSettings.isHapticFeedbackEnabled) { oldValue, newValue in
  ///     Reduce { state, action in
  ///       .run { send in … }
  ///     }
  ///   }
  /// ```
  public func onChange<V: Equatable, Reducers: Reducer<State, Action>>(
    of toValue: @escaping (State) -> V,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> Reducers
  ) -> _OnChangeReducer<Self, V, Reducers> {
    _OnChangeReducer(base: LazyReducerFunction(self), toValue: toValue, isDuplicate: ==, reducer: reducer)
  }

  /// Runs `operation` when a value derived from state changes after this reducer ran: it gets the
  /// value from before the change and the state after it, may mutate the state, and returns an
  /// effect that runs beside this reducer's.
  ///
  /// ```swift
  /// Reduce { state, action in
  ///   // …
  /// }
  /// .onChange(of: \.query) { oldQuery, state in
  ///   state.results = []
  ///   return .send(.search(state.query))
  /// }
  /// ```
  ///
  /// The new value is read from `state`.
  public func onChange<V: Equatable>(
    of toValue: @escaping (State) -> V,
    _ operation: @escaping (_ oldValue: V, _ state: inout State) -> Effect<Action>
  ) -> some Reducer<State, Action> {
    self.onChange(of: toValue) { oldValue, _ in
      Reduce { state, _ in operation(oldValue, &state) }
    }
  }

  /// Runs extra logic when a value derived from state changes, as decided by `isDuplicate`.
  public func onChange<V, Reducers: Reducer<State, Action>>(
    of toValue: @escaping (State) -> V,
    removeDuplicates isDuplicate: @escaping (V, V) -> Bool,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> Reducers
  ) -> _OnChangeReducer<Self, V, Reducers> {
    _OnChangeReducer(
      base: LazyReducerFunction(self), toValue: toValue, isDuplicate: isDuplicate, reducer: reducer
    )
  }
}

/// The reducer built by `onChange(of:_:)` and `onChange(of:removeDuplicates:_:)` with a reducer
/// builder.
public struct _OnChangeReducer<Base: Reducer, Value, Body: Reducer<Base.State, Base.Action>>: Reducer {
  @usableFromInline let base: LazyReducerFunction<Base.State, Base.Action>
  @usableFromInline let toValue: (Base.State) -> Value
  @usableFromInline let isDuplicate: (Value, Value) -> Bool
  @usableFromInline let reducer: (Value, Value) -> Body

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = self.toValue(state)
    let baseEffects = self.base.reduce(into: &state, action: action)
    let newValue = self.toValue(state)
    guard !self.isDuplicate(oldValue, newValue) else { return baseEffects }
    return baseEffects.merge(
      with: self.reducer(oldValue, newValue).reduce(into: &state, action: action)
    )
  }
}

