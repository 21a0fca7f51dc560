/// A writable path from a parent's state to a child's, that mutates the child in place.
///
/// Fields of `@ObservableState` structs are computed properties, and writing through a key path
/// to a computed property reads the value, mutates a temporary and writes it back: the temporary
/// shares the field's storage, so any collection inside it is copied on every write. When the
/// child is itself observable state (a child feature, or a collection of element features), the
/// path writes through the field's stored backing instead, and tells the field's observers only
/// when the caller reports that the child's identity changed: mutations inside the child notify
/// through the child's own observation.
struct StatePath<Root, Value> {
  let keyPath: WritableKeyPath<Root, Value>
  private let storage: WritableKeyPath<Root, Value>?
  private let notify: ((Root, WritableKeyPath<Root, Value>) -> Void)?

  /// - Parameter childIsObservable: Whether the child tracks its own changes (it or its elements
  ///   are observable state). Otherwise every write goes through `keyPath`, so the field's
  ///   observers hear about every change.
  init(_ keyPath: WritableKeyPath<Root, Value>, childIsObservable: Bool) {
    self.keyPath = keyPath
    guard
      childIsObservable,
      let root = Root.self as? any ObservableState.Type,
      let storage = root._$storageKeyPath(for: keyPath) as? WritableKeyPath<Root, Value>
    else {
      self.storage = nil
      self.notify = nil
      return
    }
    self.storage = storage
    self.notify = observerNotifier(for: root)
  }

  /// Calls `body` with the child state, in place. `body` returns its result and whether it
  /// replaced the child (or an element) with one of another identity.
  func modify<Result>(
    _ root: inout Root,
    _ body: (inout Value) -> (result: Result, identityChanged: Bool)
  ) -> Result {
    guard let storage = self.storage, let notify = self.notify else {
      return body(&root[keyPath: self.keyPath]).result
    }
    let (result, identityChanged) = body(&root[keyPath: storage])
    if identityChanged {
      notify(root, self.keyPath)
    }
    return result
  }
}

private func observerNotifier<Root, Value>(
  for root: any ObservableState.Type
) -> (Root, WritableKeyPath<Root, Value>) -> Void {
  func open<State: ObservableState>(_: State.Type) -> (Root, WritableKeyPath<Root, Value>) -> Void {
    { root, keyPath in
      // `Root` is `State`: the casts only tell the compiler so.
      (root as! State)._$notifyObservers(of: keyPath as! WritableKeyPath<State, Value>)
    }
  }
  return open(root)
}

/// How to read a child state's identity, when the child is observable state.
func observableStateIdentity<Value>(_: Value.Type) -> ((Value) -> ObservableStateID)? {
  guard let state = Value.self as? any ObservableState.Type else { return nil }
  func open<State: ObservableState>(_: State.Type) -> (Value) -> ObservableStateID {
    // `Value` is `State`: the cast only tells the compiler so.
    { unsafeBitCast($0, to: State.self)._$id }
  }
  return open(state)
}
