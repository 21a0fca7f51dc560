/// The identity of a child feature's state, used to namespace and cancel its effects.
///
/// Two values stand for the same child when they were scoped through the same key path and have
/// the same identity: an `ObservableState`'s id, an `Identifiable` id, or else the key path alone.
@usableFromInline
struct NavigationID: Hashable, Sendable {
  let keyPath: UncheckedSendable<AnyKeyPath>
  let identity: AnyHashableSendable?

  // Reducers compare these ids on every action. `AnyHashableSendable`'s own `==` and hashing box
  // both sides into new `AnyHashable`s each time; these compare and hash the values themselves.
  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && identitiesAreEqual(lhs.identity, rhs.identity)
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(self.keyPath)
    hashIdentity(self.identity, into: &hasher)
  }

  init<Value>(state: Value, keyPath: AnyKeyPath) {
    self.keyPath = UncheckedSendable(keyPath)
    self.identity = stateIdentity(of: state)
  }

  @usableFromInline
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

/// Whether two identities are equal, without boxing either: equal identities have the same type.
func identitiesAreEqual(_ lhs: AnyHashableSendable?, _ rhs: AnyHashableSendable?) -> Bool {
  switch (lhs, rhs) {
  case (nil, nil):
    return true
  case let (lhs?, rhs?):
    return isEqual(lhs.base, rhs.base)
  default:
    return false
  }
}

private func isEqual<Value: Hashable>(_ lhs: Value, _ rhs: any Hashable & Sendable) -> Bool {
  isEqual(lhs, opened: rhs)
}

private func isEqual<Value: Hashable, Other: Hashable>(_ lhs: Value, opened rhs: Other) -> Bool {
  // Nearly always the same type (ids of one reducer): compared without the runtime's cast.
  if Other.self == Value.self {
    return lhs == unsafeBitCast(rhs, to: Value.self)
  }
  return (rhs as? Value).map { $0 == lhs } ?? false
}

/// Hashes an identity as ``identitiesAreEqual(_:_:)`` compares it: by the value itself.
func hashIdentity(_ identity: AnyHashableSendable?, into hasher: inout Hasher) {
  guard let identity else {
    hasher.combine(0)
    return
  }
  hasher.combine(1)
  identity.base.hash(into: &hasher)
}
