extension Reducer {
  /// Embeds optional state that has no logic of its own, such as an alert kept in a plain
  /// optional rather than in ``PresentationState``.
  ///
  /// ```swift
  /// var alert: AlertState<Action.Alert>?
  /// // …
  /// .ifLet(\.alert, action: \.alert)
  /// ```
  ///
  /// The state is set to `nil` after the parent handled an action sent from it, as tapping any
  /// button of an alert closes it, unless the parent presented another alert meanwhile. An action
  /// arriving while the state is `nil` is reported.
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _EphemeralIfLetReducer<Self, WrappedState, WrappedAction> {
    _EphemeralIfLetReducer(
      base: self.ifLet(
        toWrappedState,
        action: toWrappedAction,
        then: { EmptyReducer() },
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )._resolvedReducer(),
      toWrappedState: toWrappedState,
      toWrappedAction: AnyCasePath.resolved(toWrappedAction)
    )
  }
}

/// The reducer built by `ifLet(_:action:)` for ephemeral optional state.
public struct _EphemeralIfLetReducer<Base: Reducer, WrappedState, WrappedAction>: Reducer {
  let base: any Reducer<Base.State, Base.Action>
  let toWrappedState: WritableKeyPath<Base.State, WrappedState?>
  let toWrappedAction: AnyCasePath<Base.Action, WrappedAction>

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let presentedID =
      self.toWrappedAction.extract(from: action) != nil
      ? state[keyPath: self.toWrappedState].map { PresentationID($0) }
      : nil
    let effects = self.base.reduce(into: &state, action: action)
    // A parent that presented another alert while handling this one's action keeps it.
    if let presentedID,
      state[keyPath: self.toWrappedState].map({ PresentationID($0) }) == presentedID
    {
      state[keyPath: self.toWrappedState] = nil
    }
    return effects
  }
}
