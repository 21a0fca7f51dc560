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
  @warn_unqualified_access
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    self.ifLet(
      toWrappedState,
      action: toWrappedAction,
      then: { EmptyReducer() },
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}
