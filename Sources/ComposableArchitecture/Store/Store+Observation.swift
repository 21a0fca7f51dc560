import Observation

/// A store is observable: reading a field of its ``ObservableState`` state inside
/// `withObservationTracking` (or a view's body) tracks that field, and only that field.
///
/// <!-- snippet: group doc-counter; given store: StoreOf<CounterFeature> -->
/// ```swift
/// withObservationTracking {
///   _ = store.count
/// } onChange: {
///   // called when `count` changes, not when another field does
/// }
/// ```
///
/// Tracking goes through the state's own registrar, so derived stores — a child store scoped to
/// a presented destination, the stores of a collection's rows — are observed the same way. A
/// reducer that replaces the whole state (`state = State()`), or moves an enum state to another
/// case, notifies every observer of the store.
extension Store: Observable {}

/// How a store of ``ObservableState`` state tells its observers that the root state was replaced
/// as a whole.
///
/// Fields notify their own observers, through the registrar stored in the state. A reducer that
/// assigns a whole new root state (`state = State()`, or `self = Self()` in a mutating method)
/// leaves those observers behind: the new state comes with a registrar nobody observes yet. So
/// every read through a store (`store.count`, `store.state`, a child store's state) also registers
/// with the root, which after each send compares the root's identity with the one it had before,
/// and notifies when it changed: a new struct state, an enum state in another case or around
/// another child state, or, in a case without observable state, another payload (compared with
/// `==` when the state is `Equatable`, and otherwise assumed changed).
///
/// A send costs two identity reads: the state is not copied, except for an enum root in a case
/// without observable state, whose payload has no other way of telling that it changed.
final class RootStateObservation<State> {
  let replacements = StateReplacements()
  private let identity: (UnsafePointer<State>) -> ObservableStateID
  private let isEqual: ((State, State) -> Bool)?
  /// The root state before the send in progress, when its identity names an enum case only.
  private var caseValue: State?

  /// `nil` when `State` is not observable state.
  init?() {
    guard let identity = observableStateIdentity(State.self) else { return nil }
    self.identity = identity
    self.isEqual = equality(State.self)
  }

  /// Called before a send: returns the root state's identity.
  func willSend(_ state: inout State) -> ObservableStateID {
    let id = withUnsafePointer(to: &state) { self.identity($0) }
    if !id._$isStateIdentity {
      self.caseValue = state
    }
    return id
  }

  /// Called after a send: whether the root state is no longer the one whose identity `willSend`
  /// returned.
  ///
  /// The caller notifies ``replacements`` once it no longer accesses the state: an observer that
  /// reads the store when told of the change must not find the state still being accessed.
  func isReplaced(_ state: inout State, since id: ObservableStateID) -> Bool {
    let newID = withUnsafePointer(to: &state) { self.identity($0) }
    guard !id._$isStateIdentity, let value = self.caseValue else { return newID != id }
    self.caseValue = nil
    guard newID == id else { return true }
    guard let isEqual = self.isEqual else { return true }
    return !isEqual(value, state)
  }
}

/// What observers of a store's state register with, and what notifies them when the root state is
/// replaced.
final class StateReplacements: Observable, Sendable {
  private let registrar = ObservationRegistrar()

  /// The tracked property: it holds nothing, it only names what observers wait for.
  var state: Void { () }

  func access() {
    self.registrar.access(self, keyPath: \.state)
  }

  func notify() {
    self.registrar.withMutation(of: self, keyPath: \.state) {}
  }
}

private func equality<State>(_: State.Type) -> ((State, State) -> Bool)? {
  guard let type = State.self as? any Equatable.Type else { return nil }
  func open<Value: Equatable>(_: Value.Type) -> (State, State) -> Bool {
    // `State` is `Value`: the casts only tell the compiler so.
    { ($0 as! Value) == ($1 as! Value) }
  }
  return open(type)
}
