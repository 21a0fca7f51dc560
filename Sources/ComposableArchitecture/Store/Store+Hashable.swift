extension Store: Hashable {
  /// Stores are equal when they are the same instance.
  public nonisolated static func == (lhs: Store, rhs: Store) -> Bool {
    lhs === rhs
  }

  /// Hashes the store's identity.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension Store: CustomDebugStringConvertible {
  /// The store's type, written as a feature's store: `StoreOf<Counter>`, or
  /// `Store<Int, Counter.Action>` when its domain is not a feature's.
  public nonisolated var debugDescription: String {
    let state = typeName(State.self)
    let action = typeName(Action.self)
    if state.hasSuffix(".State"), action.hasSuffix(".Action"),
      state.dropLast(".State".count) == action.dropLast(".Action".count)
    {
      return "StoreOf<\(state.dropLast(".State".count))>"
    }
    return "Store<\(state), \(action)>"
  }
}
