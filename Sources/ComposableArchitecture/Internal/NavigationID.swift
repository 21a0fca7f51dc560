/// The identity of a child feature's state, used to namespace and cancel its effects.
///
/// Two values stand for the same child when they were scoped through the same key path and have
/// the same identity: an `ObservableState`'s id, an `Identifiable` id, or else the key path alone.
struct NavigationID: Hashable, Sendable {
  let keyPath: UncheckedSendable<AnyKeyPath>
  // `AnyHashable` (boxed once, here) rather than `AnyHashableSendable`, whose `==` boxes both
  // sides into new `AnyHashable`s on every comparison: reducers compare these ids on every action.
  let identity: UncheckedSendable<AnyHashable>?

  init<Value>(state: Value, keyPath: AnyKeyPath) {
    self.keyPath = UncheckedSendable(keyPath)
    self.identity = stateIdentity(of: state)
  }

  init(id: some Hashable & Sendable, keyPath: AnyKeyPath) {
    self.keyPath = UncheckedSendable(keyPath)
    self.identity = UncheckedSendable(AnyHashable(id))
  }
}

// Identities are only compared and hashed, never handed to another task to use.
private func stateIdentity<Value>(of value: Value) -> UncheckedSendable<AnyHashable>? {
  if let observable = value as? any ObservableState {
    return UncheckedSendable(AnyHashable(observable._$id))
  }
  if let identifiable = value as? any Identifiable {
    return UncheckedSendable(hashableID(of: identifiable))
  }
  return nil
}

private func hashableID<Value: Identifiable>(of value: Value) -> AnyHashable {
  AnyHashable(value.id)
}
