/// A writable path from a parent's state to a child's, that mutates the child in place.
///
/// Fields of `@ObservableState` structs are computed properties, and writing through a key path
/// to a computed property reads the value, mutates a temporary and writes it back: the temporary
/// shares the field's storage, so any collection inside it is copied on every write. The path
/// therefore writes through the field's stored backing, and tells the field's observers itself:
/// after every write when the child is plain state, and only when the caller reports that the
/// child's identity changed when the child is itself observable state (a child feature, or a
/// collection of element features), whose own observation reports the mutations inside it.
///
/// A class, so that a reducer holding one copies a single reference per action, not its key paths
/// and closures one by one.
@usableFromInline
final class StatePath<Root, Value> {
  @usableFromInline let keyPath: WritableKeyPath<Root, Value>
  @usableFromInline let storage: WritableKeyPath<Root, Value>?
  @usableFromInline let notify: ((Root, WritableKeyPath<Root, Value>) -> Void)?
  @usableFromInline let childIsObservable: Bool

  /// - Parameter childIsObservable: Whether the child tracks its own changes (it or its elements
  ///   are observable state). Otherwise the field's observers hear about every write.
  @usableFromInline
  init(_ keyPath: WritableKeyPath<Root, Value>, childIsObservable: Bool) {
    self.keyPath = keyPath
    self.childIsObservable = childIsObservable
    guard
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

  /// Calls `body` with the child state, in place. `body` sets its second argument when it
  /// replaced the child (or an element) with one of another identity.
  @inlinable
  func modify<Result>(
    _ root: inout Root,
    _ body: (inout Value, _ identityChanged: inout Bool) -> Result
  ) -> Result {
    var identityChanged = false
    guard let storage = self.storage, let notify = self.notify else {
      return body(&root[keyPath: self.keyPath], &identityChanged)
    }
    let result = body(&root[keyPath: storage], &identityChanged)
    if identityChanged || !self.childIsObservable {
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
///
/// The closure reads the identity through the state's address: copying a state to read it would
/// copy every child state nested inside it.
@usableFromInline
func observableStateIdentity<Value>(
  _: Value.Type
) -> ((UnsafePointer<Value>) -> ObservableStateID)? {
  guard let state = Value.self as? any ObservableState.Type else { return nil }
  func open<State: ObservableState>(
    _: State.Type
  ) -> (UnsafePointer<Value>) -> ObservableStateID {
    // `Value` is `State`: rebinding only tells the compiler so.
    { UnsafeRawPointer($0).assumingMemoryBound(to: State.self).pointee._$id }
  }
  return open(state)
}

extension Optional {
  /// The identity of `value` read through `self`, an identity reader (`nil` when the value is not
  /// observable state).
  @inlinable
  func identity<Value>(of value: inout Value) -> ObservableStateID?
  where Wrapped == (UnsafePointer<Value>) -> ObservableStateID {
    guard let read = self else { return nil }
    return withUnsafePointer(to: &value) { read($0) }
  }
}
