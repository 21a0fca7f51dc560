/// What a ``Store`` talks to: the root of the running feature tree, or a scoped view into it.
@MainActor
protocol StoreCore<State, Action>: AnyObject {
  associatedtype State
  associatedtype Action

  var state: State { get }

  /// Registers a read of the state with the observation tracking in progress, so that replacing
  /// the root state as a whole notifies the reader (see `RootStateObservation`).
  func trackStateAccess()

  /// Whether stores of this core can cache the stores scoped from them. Those scoped with
  /// closures cannot: a closure has no identity to cache a child by.
  var canCacheChildren: Bool { get }

  /// Processes `action` and returns the family of the effects it started, if any.
  func send(_ action: Action) -> EffectFamily?
}
