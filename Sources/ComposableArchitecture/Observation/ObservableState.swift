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
/// Observers are told of a change while the state is being mutated in place, so an `onChange`
/// handler must only schedule work (such as a redraw); reading the store's state from inside it
/// is an exclusive-access violation.
public protocol ObservableState: Observable {
  /// The identity of this value: copies share it, a freshly created value gets a new one.
  var _$id: ObservableStateID { get }

  /// Gives the value a new identity, so that observers of its parent see it as replaced.
  mutating func _$willModify()

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
  public static func _$storageKeyPath(for keyPath: AnyKeyPath) -> AnyKeyPath? {
    nil
  }

  public func _$notifyObservers<Member>(of keyPath: KeyPath<Self, Member>) {}
}
