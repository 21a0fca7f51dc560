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

/// A store is perceptible, as upstream's is: code written against swift-perception
/// (`withPerceptionTracking`, a generic constrained to `Perceptible`) takes a store.
extension Store: Perceptible {}

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
///
/// Per send, the store runs this unspecialized (its `State` is the application's type), so the
/// common case stays cheap by construction: the identity is read through the state's own
/// `inout` access (a read through a pointer would copy the state first), and the enum-case
/// handling, which needs the runtime's metadata for `State?`, lives in functions of its own that
/// only an enum root in a case without observable state calls.
final class RootStateObservation<State> {
  let replacements = StateReplacements()
  private let identity: (inout State) -> ObservableStateID
  private let isEqual: ((State, State) -> Bool)?
  /// The root state before the send in progress, when its identity names an enum case only.
  private var caseValue: State?

  /// `nil` when `State` is not observable state.
  init?() {
    guard let identity = rootStateIdentity(State.self) else { return nil }
    self.identity = identity
    self.isEqual = equality(State.self)
  }

  /// Called before a send: returns the root state's identity.
  func willSend(_ state: inout State) -> ObservableStateID {
    let id = self.identity(&state)
    if !id._$isStateIdentity {
      self.keepCaseValue(state)
    }
    return id
  }

  /// Called after a send: whether the root state is no longer the one whose identity `willSend`
  /// returned.
  ///
  /// The caller notifies ``replacements`` once it no longer accesses the state: an observer that
  /// reads the store when told of the change must not find the state still being accessed.
  func isReplaced(_ state: inout State, since id: ObservableStateID) -> Bool {
    let newID = self.identity(&state)
    guard !id._$isStateIdentity else { return newID != id }
    return self.caseValueChanged(&state, newID: newID, since: id)
  }

  @inline(never)
  private func keepCaseValue(_ state: State) {
    self.caseValue = state
  }

  /// Whether an enum root that was in a case without observable state changed case or payload.
  @inline(never)
  private func caseValueChanged(
    _ state: inout State, newID: ObservableStateID, since id: ObservableStateID
  ) -> Bool {
    guard let value = self.caseValue else { return newID != id }
    self.caseValue = nil
    guard newID == id else { return true }
    guard let isEqual = self.isEqual else { return true }
    return !isEqual(value, state)
  }
}

/// How to read the root state's identity, when it is observable state: through `inout` access,
/// which hands the state's own storage to its `_$id` (reading `pointee` through a pointer would
/// copy the whole state, retaining everything in it, to read one field).
private func rootStateIdentity<State>(_: State.Type) -> ((inout State) -> ObservableStateID)? {
  guard let type = State.self as? any ObservableState.Type else { return nil }
  func open<Root: ObservableState>(_: Root.Type) -> (inout State) -> ObservableStateID {
    let read: (inout Root) -> ObservableStateID = { $0._$id }
    // `State` is `Root`: the cast only tells the compiler so.
    return read as! (inout State) -> ObservableStateID
  }
  return open(type)
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
