/// The identity of a presented child, used to tell when the parent replaced it with another
/// child (whose effects must not be mixed with the first one's).
///
/// A destination enum's identity is the path of cases it is in, plus the identity of the
/// innermost payload: observable state carries one (a new state gets a new one, a copy keeps it),
/// other values have their `Identifiable` id, or none. An observable enum's own `_$id` is not
/// used: for a payload that is not observable state (an alert) it changes on every read.
@usableFromInline
struct PresentationID: Hashable, Sendable {
  let cases: [String]
  let id: AnyHashableSendable?

  // Compared and hashed without boxing the identity, as `NavigationID` is.
  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.cases == rhs.cases && identitiesAreEqual(lhs.id, rhs.id)
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(self.cases)
    hashIdentity(self.id, into: &hasher)
  }

  init<State>(_ state: State) {
    var cases: [String] = []
    var value: Any = state
    while true {
      let mirror = Mirror(reflecting: value)
      guard mirror.displayStyle == .enum else { break }
      guard let payload = mirror.children.first else {
        cases.append(String(describing: value))
        break
      }
      cases.append(payload.label ?? "")
      value = payload.value
    }
    self.cases = cases
    self.id = identity(of: value)
  }

  private init(cases: [String], id: AnyHashableSendable?) {
    self.cases = cases
    self.id = id
  }

  /// How values of `State` get their identity, decided once from the type: a reducer asks on
  /// every action. A struct is in no case, and its type says which identity it has, so its values
  /// need no `Mirror` and no cast; enums (and types that make their own mirror) are reflected on
  /// per value, as ``init(_:)`` does.
  static func reader<State>(for type: State.Type) -> (State) -> Self {
    guard isStructType(type), !(type is any CustomReflectable.Type) else {
      return { Self($0) }
    }
    if let observable = type as? any ObservableState.Type {
      return observableStateReader(observable)
    }
    if let identifiable = type as? any Identifiable.Type {
      return identifiableReader(identifiable)
    }
    let withoutIdentity = Self(cases: [], id: nil)
    return { _ in withoutIdentity }
  }

  // `State` is `Observable` itself: the reader is made only when the type says so.
  private static func observableStateReader<Observable: ObservableState, State>(
    _: Observable.Type
  ) -> (State) -> Self {
    { Self(cases: [], id: AnyHashableSendable(unsafeBitCast($0, to: Observable.self)._$id)) }
  }

  // `State` is `Value` itself, as above.
  private static func identifiableReader<Value: Identifiable, State>(
    _: Value.Type
  ) -> (State) -> Self {
    {
      Self(
        cases: [],
        id: AnyHashableSendable(UncheckedSendable(hashableID(of: unsafeBitCast($0, to: Value.self))))
      )
    }
  }
}

private func identity(of value: Any) -> AnyHashableSendable? {
  if let state = value as? any ObservableState {
    return AnyHashableSendable(state._$id)
  }
  guard let identifiable = value as? any Identifiable else { return nil }
  // Identities are only compared, never handed to another task.
  return AnyHashableSendable(UncheckedSendable(hashableID(of: identifiable)))
}

private func hashableID<Value: Identifiable>(of value: Value) -> AnyHashable {
  AnyHashable(value.id)
}
