/// The identity of a child feature's state, used to namespace and cancel its effects.
///
/// Two values stand for the same child when they were scoped through the same key path and have
/// the same identity: an `ObservableState`'s id, an `Identifiable` id, or else the key path alone.
struct NavigationID: Hashable, Sendable {
  let keyPath: UncheckedSendable<AnyKeyPath>
  let identity: AnyHashableSendable?

  init<Value>(state: Value, keyPath: AnyKeyPath) {
    self.keyPath = UncheckedSendable(keyPath)
    self.identity = stateIdentity(of: state)
  }

  init(id: some Hashable & Sendable, keyPath: AnyKeyPath) {
    self.keyPath = UncheckedSendable(keyPath)
    self.identity = AnyHashableSendable(id)
  }
}

private func stateIdentity<Value>(of value: Value) -> AnyHashableSendable? {
  if let observable = value as? any ObservableState {
    return AnyHashableSendable(observable._$id)
  }
  if let identifiable = value as? any Identifiable {
    // Identities are only compared, never shared across tasks in a way that could race.
    return AnyHashableSendable(UncheckedSendable(hashableID(of: identifiable)))
  }
  return nil
}

private func hashableID<Value: Identifiable>(of value: Value) -> AnyHashable {
  AnyHashable(value.id)
}
