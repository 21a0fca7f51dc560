/// A type that describes how to evolve the current state of a feature to the next state given an
/// action, and which effects the store should run afterwards.
///
/// Conform by implementing either ``body-swift.property`` (composing other reducers) or
/// ``reduce(into:action:)-1t2ri`` (a primitive reducer), usually through the ``Reducer()`` macro:
///
/// <!-- snippet: group doc-reducer -->
/// ```swift
/// @Reducer
/// struct CounterFeature {
///   @ObservableState
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .incrementButtonTapped:
///         state.count += 1
///         return .none
///       }
///     }
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// The state a feature holds.
  associatedtype State

  /// Everything that can happen in a feature.
  associatedtype Action

  /// The type of the reducer built by ``body-swift.property``, or `Never` for primitive reducers.
  associatedtype Body

  /// Evolves `state` for `action` and returns the effects to run next.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducer's logic, composed from other reducers.
  @ReducerBuilder<State, Action>
  var body: Body { get }

  /// The reducer a store runs for this one: composite reducers hand out their `body`, built once,
  /// so that per-action work never rebuilds the reducer tree (key paths, scopes, closures).
  ///
  /// Do not implement this requirement: the default implementations are always right.
  func _resolvedReducer() -> any Reducer<State, Action>
}

extension Reducer where Body == Never {
  /// A primitive reducer has no body.
  public var body: Body {
    fatalError(
      """
      '\(Self.self)' has no body. Do not access a reducer's 'body' property directly, as it may \
      not exist. To run a reducer, call 'Reducer.reduce(into:action:)' instead.
      """
    )
  }

  public func _resolvedReducer() -> any Reducer<State, Action> { self }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs the reducer built by `body`.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    self.body.reduce(into: &state, action: action)
  }

  @inlinable
  public func _resolvedReducer() -> any Reducer<State, Action> {
    let body = self.body
    // A body that is itself a composite reducer resolves further.
    guard Body.Body.self == Never.self else { return body._resolvedReducer() }
    // A primitive body (a builder's sequence, a `Scope`, …) is run by a closure made here, where
    // its concrete type is known: the compiler specializes the whole body's `reduce` (and the
    // inlinable reducers inside it) for the feature's types, instead of running generic code.
    return Reduce { body.reduce(into: &$0, action: $1) }
  }
}

/// A convenience for naming the reducer type of a feature: `some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>
