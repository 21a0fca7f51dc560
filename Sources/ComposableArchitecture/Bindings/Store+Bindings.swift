extension Store where Action: BindableAction, Action.State == State {
  /// Reads a field of the state, and sets it by sending a binding action: what a user interface
  /// does when the user edits a text field bound to `title`.
  ///
  /// ```swift
  /// store.title = "Engineering"  // sends .binding(.set(\.title, "Engineering"))
  /// ```
  ///
  /// A binding action that no ``BindingReducer`` applied is reported as an issue. Reads go through
  /// the read-only subscript (this one is disfavored), so that reading a `@Shared` field, whose
  /// direct setter is deprecated, warns of nothing.
  @_disfavoredOverload
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { self.state[keyPath: keyPath] }
    set {
      sendBinding(keyPath.unsafeSendable(), newValue, actionType: Action.self) {
        self.send(.binding($0))
      }
    }
  }
}

extension Store where Action: ViewAction, Action.ViewAction: BindableAction,
  Action.ViewAction.State == State
{
  /// Reads a field of the state, and sets it by sending a binding action wrapped in a view
  /// action: `.view(.binding(.set(\.title, "Engineering")))`.
  @_disfavoredOverload
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { self.state[keyPath: keyPath] }
    set {
      sendBinding(keyPath.unsafeSendable(), newValue, actionType: Action.ViewAction.self) {
        self.send(.view(.binding($0)))
      }
    }
  }
}

/// Sends a binding action that records whether a reducer applied it, and reports the missing
/// ``BindingReducer`` when none did, naming the action as upstream does (the key path as `_`, the
/// value dumped without its fields).
@MainActor
private func sendBinding<Root, Value: Equatable & Sendable>(
  _ keyPath: _SendableWritableKeyPath<Root, Value>,
  _ value: Value,
  actionType: Any.Type,
  send: (BindingAction<Root>) -> Void
) {
  let wasApplied = LockIsolated(false)
  send(
    BindingAction(
      keyPath: keyPath,
      set: {
        wasApplied.setValue(true)
        $0[keyPath: keyPath] = value
      },
      value: value,
      valueIsEqualTo: { $0 as? Value == value }
    )
  )
  guard !wasApplied.value else { return }
  var valueDump = ""
  customDump(value, to: &valueDump, maxDepth: 0)
  reportIssue(
    """
    A binding action sent from a store was not handled.

      Action:
        \(typeName(actionType)).binding(.set(_, \(valueDump)))

    To fix this, invoke "BindingReducer()" from your feature reducer's "body".
    """
  )
}
