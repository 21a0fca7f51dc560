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
  /// The store's type, written as a feature's store: `StoreOf<Counter>`, `StoreOf<Counter?>`,
  /// `IdentifiedStoreOf<Row>`, `PresentationStoreOf<Destination>`, `StackStoreOf<Path>`, or
  /// `Store<Int, Counter.Action>` when its domain is not a feature's.
  public nonisolated var debugDescription: String {
    let state = typeNameWithGenerics(State.self)
    let action = typeNameWithGenerics(Action.self)
    if let feature = Self.feature(state: state, action: action) {
      return "StoreOf<\(feature)>"
    }
    if state.hasSuffix("?"), let feature = Self.feature(state: state.dropLast(), action: action) {
      return "StoreOf<\(feature)?>"
    }
    // `IdentifiedArray<ID, Row.State>` with `IdentifiedAction<ID, Row.Action>`.
    if let stateArguments = Self.genericArguments(of: state, in: "IdentifiedArray"),
      let actionArguments = Self.genericArguments(of: action, in: "IdentifiedAction"),
      let idEnd = stateArguments.firstRange(of: ", ")?.upperBound,
      case let id = stateArguments[..<idEnd], actionArguments.hasPrefix(id),
      let feature = Self.feature(
        state: stateArguments.dropFirst(id.count), action: actionArguments.dropFirst(id.count)
      )
    {
      return "IdentifiedStoreOf<\(feature)>"
    }
    if let stateArgument = Self.genericArguments(of: state, in: "PresentationState"),
      let actionArgument = Self.genericArguments(of: action, in: "PresentationAction"),
      let feature = Self.feature(state: stateArgument, action: actionArgument)
    {
      return "PresentationStoreOf<\(feature)>"
    }
    // `StackState<Path.State>` with `StackAction<Path.State, Path.Action>`.
    if let stateArgument = Self.genericArguments(of: state, in: "StackState"),
      let actionArguments = Self.genericArguments(of: action, in: "StackAction"),
      actionArguments.hasPrefix("\(stateArgument), "),
      let feature = Self.feature(
        state: stateArgument, action: actionArguments.dropFirst(stateArgument.count + 2)
      )
    {
      return "StackStoreOf<\(feature)>"
    }
    return "Store<\(state), \(action)>"
  }

  /// `Feature` when the names are `Feature.State` and `Feature.Action`.
  private nonisolated static func feature(
    state: some StringProtocol, action: some StringProtocol
  ) -> Substring? {
    guard state.hasSuffix(".State"), action.hasSuffix(".Action") else { return nil }
    let feature = Substring(state.dropLast(".State".count))
    return feature == action.dropLast(".Action".count) ? feature : nil
  }

  /// The generic arguments of `name` when it names the generic type `type`.
  private nonisolated static func genericArguments(of name: String, in type: String) -> Substring? {
    guard name.hasPrefix("\(type)<"), name.hasSuffix(">") else { return nil }
    return name.dropFirst(type.count + 1).dropLast()
  }
}
