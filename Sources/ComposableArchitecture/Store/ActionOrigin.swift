/// Whether the action a root store is reducing right now came from an effect (an `Effect.send`, or
/// the `send` of an `Effect.run`) rather than from outside the store.
///
/// A root store sets it before running its reducer for each action, so a reducer can read it from
/// the start of its `reduce(into:action:)`; `Reducer._record(to:)` does, to mark the actions a
/// replay must feed back instead of send. Setting a flag is all it costs a store that records
/// nothing.
enum ActionOrigin {
  // Written and read only on the main actor, where stores run their reducers; not declared
  // `@MainActor` because the reducer protocol's `reduce(into:action:)` is nonisolated.
  nonisolated(unsafe) static var isFromEffect = false
}

/// Whether the action a root store is reducing right now came from an effect, for tools that
/// wrap a store's reducer (the web inspector marks such steps).
@_spi(Inspector)
public var _isActionFromEffect: Bool {
  ActionOrigin.isFromEffect
}
