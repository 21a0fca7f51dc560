/// An action that sets a field of a feature's state: the action a user interface sends when the
/// user edits a text field, flips a toggle or moves a slider.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
/// }
/// // …
/// store.send(.binding(.set(\.title, "Engineering")))
/// ```
///
/// ``BindingReducer`` applies binding actions to state; the feature's reducer can observe them
/// with a pattern on the key path (`case .binding(\.title):`) or with `onChange(of:)`. Two
/// binding actions are equal when they set the same field to equal values.
public struct BindingAction<Root>: CasePathable, @unchecked Sendable {
  /// The field the action sets.
  public let keyPath: _SendablePartialKeyPath<Root>

  let set: @Sendable (inout Root) -> Void
  let value: any Sendable
  let valueIsEqualTo: @Sendable (Any) -> Bool
  /// Where a binding action decoded from a recording writes (its key path is only `\Root.self`).
  let recorded: RecordedBinding?

  init(
    keyPath: _SendablePartialKeyPath<Root>,
    set: @escaping @Sendable (inout Root) -> Void,
    value: any Sendable,
    valueIsEqualTo: @escaping @Sendable (Any) -> Bool,
    recorded: RecordedBinding? = nil
  ) {
    self.keyPath = keyPath
    self.set = set
    self.value = value
    self.valueIsEqualTo = valueIsEqualTo
    self.recorded = recorded
  }

  /// An action that sets the field at `keyPath` to `value`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: _SendableWritableKeyPath<Root, Value>,
    _ value: Value
  ) -> Self {
    Self(
      keyPath: keyPath,
      set: { $0[keyPath: keyPath] = value },
      value: value,
      valueIsEqualTo: { $0 as? Value == value }
    )
  }

  /// Matches a binding action by the field it sets, in a `switch`:
  ///
  /// ```swift
  /// case .binding(\.title):
  ///   // the title changed
  /// ```
  public static func ~= <Value>(
    keyPath: _SendableWritableKeyPath<Root, Value>,
    bindingAction: Self
  ) -> Bool {
    (keyPath as AnyKeyPath) == (bindingAction.keyPath as AnyKeyPath)
  }

  /// The case paths of ``BindingAction``: one per writable field of the state, so that tests can
  /// write `store.send(\.binding.title, "Engineering")`.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The binding actions that set the field at `keyPath`.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> {
      let keyPath = keyPath.unsafeSendable()
      return AnyCasePath(
        embed: { .set(keyPath, $0) },
        extract: { action in
          guard (action.keyPath as AnyKeyPath) == (keyPath as AnyKeyPath) else { return nil }
          return action.value as? Value
        }
      )
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension BindingAction: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    (lhs.keyPath as AnyKeyPath) == (rhs.keyPath as AnyKeyPath) && lhs.valueIsEqualTo(rhs.value)
  }
}

extension BindingAction: CustomDumpStringConvertible {
  /// Dumps as `.set(\State.title, "Engineering")`.
  public var customDumpDescription: String {
    if case let .resolved(path, _) = self.recorded {
      // Decoded from a recording: the path of the field and the value's JSON.
      let value = (self.value as? RecordedJSON)?.jsonText ?? "?"
      return ".set(\(path.map(\.fieldName.description).joined(separator: ".")), \(value))"
    }
    return ".set(\(self.keyPath), \(String(customDumping: self.value)))"
  }
}
