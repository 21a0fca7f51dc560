/// The identity of a presented child, used to tell when the parent replaced it with another
/// child (whose effects must not be mixed with the first one's).
///
/// Observable state carries its identity (a new state gets a new one, a copy keeps it, and an
/// enum state's identity includes its case). Other values are the same child when they are in the
/// same case of a destination enum and have the same `Identifiable` id (when they have one).
struct PresentationID: Hashable, Sendable {
  let caseName: String?
  let id: AnyHashableSendable?

  init<State>(_ state: State) {
    if let state = state as? any ObservableState {
      self.caseName = nil
      self.id = AnyHashableSendable(state._$id)
      return
    }
    let mirror = Mirror(reflecting: state)
    if mirror.displayStyle == .enum {
      let payload = mirror.children.first
      self.caseName = payload?.label ?? String(describing: state)
      self.id = identity(of: state) ?? payload.flatMap { identity(of: $0.value) }
    } else {
      self.caseName = nil
      self.id = identity(of: state)
    }
  }
}

private func identity(of value: Any) -> AnyHashableSendable? {
  guard let identifiable = value as? any Identifiable else { return nil }
  // Identities are only compared, never handed to another task.
  return AnyHashableSendable(UncheckedSendable(hashableID(of: identifiable)))
}

private func hashableID<Value: Identifiable>(of value: Value) -> AnyHashable {
  AnyHashable(value.id)
}
