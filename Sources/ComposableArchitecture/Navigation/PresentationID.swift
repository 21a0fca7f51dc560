/// The identity of a presented child, used to tell when the parent replaced it with another
/// child (whose effects must not be mixed with the first one's).
///
/// A destination enum's identity is the path of cases it is in, plus the identity of the
/// innermost payload: observable state carries one (a new state gets a new one, a copy keeps it),
/// other values have their `Identifiable` id, or none. An observable enum's own `_$id` is not
/// used: for a payload that is not observable state (an alert) it changes on every read.
struct PresentationID: Hashable, Sendable {
  let cases: [String]
  let id: AnyHashableSendable?

  // Compared and hashed without boxing the identity, as `NavigationID` is.
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.cases == rhs.cases && identitiesAreEqual(lhs.id, rhs.id)
  }

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
