import Observation

/// A type whose changes can be observed field by field through the Observation module.
///
/// Do not conform to this protocol by hand: apply the ``ObservableState()`` macro to your
/// feature's `State` struct or enum, and it writes the conformance for you.
///
/// ```swift
/// @Reducer
/// struct CounterFeature {
///   @ObservableState
///   struct State: Equatable {
///     var count = 0
///     var fact: String?
///   }
///   // …
/// }
/// ```
///
/// Reading `store.count` inside `withObservationTracking` (or a view's body) then tracks only
/// `count`: a change to `fact` does not invalidate it.
///
/// What notifies whom:
/// - a field notifies its observers when it is assigned a different value, or modified in place;
/// - a child state (a field whose type is `@ObservableState`) notifies the observers of the
///   parent's field only when it is replaced by another state: `state.child = Child.State()`, or
///   `self = other` in one of the child's mutating methods (`state.child.reset()`), even when
///   `other` is a copy of a sibling with the same identity. Observers of the child's fields read
///   the child through that field, so they hear of the replacement too. Mutating a field of the
///   child notifies the observers of that field only;
/// - in a collection of `@ObservableState` elements (`IdentifiedArray`, `StackState`, `Array`),
///   mutating an element notifies the observers of that element's field only, not the observers
///   of the collection, of the element as a whole, or of other elements. Adding, removing, moving
///   or replacing an element notifies the observers of the collection;
/// - a store notifies every observer of its state when a reducer replaces the root state as a
///   whole (`state = State()`, `state.reset()`), and when an enum state changes case (or, in a
///   case without observable state, payload).
///
/// Observers are told of a change while the state is being mutated in place, so an `onChange`
/// handler must only schedule work (such as a redraw); reading the store's state from inside it
/// is an exclusive-access violation.
public protocol ObservableState: Observable {
  /// The identity of this value: copies share it, a freshly created value gets a new one.
  var _$id: ObservableStateID { get }

  /// Gives the value a new identity, so that observers of its parent see it as replaced.
  mutating func _$willModify()

  /// Starts an in-place modification of a parent's field holding this value: gives a struct
  /// state a provisional identity and returns its own, or returns `nil` for an enum state (whose
  /// identity is its payload's).
  ///
  /// If the provisional identity is still there afterwards, the value was modified, not replaced,
  /// and ``_$didModifyInPlace(restoring:)`` gives it its own identity back. Any other identity
  /// means that the modification replaced the whole value (`self = other`), even with a copy of a
  /// state that has the same identity as this one.
  mutating func _$willModifyInPlace() -> ObservableStateID?

  /// Gives back the identity that ``_$willModifyInPlace()`` returned.
  mutating func _$didModifyInPlace(restoring id: ObservableStateID)

  /// The stored property backing a tracked field (`\._rows` for `\.rows`), or `nil`.
  ///
  /// Writing through a key path to a computed property reads the value, mutates a temporary and
  /// writes it back, which copies any collection inside it. Reducers that scope into a field
  /// (`Scope`, `forEach`) write through the storage instead, in place.
  static func _$storageKeyPath(for keyPath: AnyKeyPath) -> AnyKeyPath?

  /// Tells the observers of a field that it changed, for writes that went through its storage.
  func _$notifyObservers<Member>(of keyPath: KeyPath<Self, Member>)
}

extension ObservableState {
  public mutating func _$willModifyInPlace() -> ObservableStateID? {
    nil
  }

  public mutating func _$didModifyInPlace(restoring id: ObservableStateID) {}

  public static func _$storageKeyPath(for keyPath: AnyKeyPath) -> AnyKeyPath? {
    nil
  }

  public func _$notifyObservers<Member>(of keyPath: KeyPath<Self, Member>) {}
}
