/// A reducer made of a choice of features: an `@Reducer` enum such as a destination or a stack
/// path element.
///
/// Do not conform to this protocol by hand: apply the ``Reducer()`` macro to an enum whose cases
/// hold features, and it generates the `State` and `Action` enums, the static `body` that runs
/// the feature of the current case, and the `CaseScope` a view switches over.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case add(SyncUpForm)
///   case alert(AlertState<Alert>)
/// }
///
/// // In the parent reducer:
/// Reduce { state, action in … }
///   .ifLet(\.$destination, action: \.destination)
///
/// // In the parent's view:
/// if let destinationStore = store.scope(state: \.destination, action: \.destination) {
///   switch destinationStore.case { … }
/// }
/// ```
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, State.StateReducer == Self {
  /// An enum with a case per case of the reducer, holding a store for each feature (and the plain
  /// value of every other case).
  associatedtype CaseScope: _CaseScopeProtocol

  /// The reducer that runs the feature of the current case: the enum's static `body` (which the
  /// macro generates, or which the enum writes as `static var body: some ReducerOf<Self>`). It is
  /// static because the enum itself has no values to hold it.
  ///
  /// Do not implement this requirement: the ``Reducer()`` macro does.
  static var _$body: Body { get }

  /// Splits a store of this reducer's state into the case it is currently in.
  @MainActor
  static func scope(_ store: Store<State, Action>) -> CaseScope
}

extension CaseReducer {
  /// The static `body`, so that a case reducer runs like any other reducer.
  public var body: Body {
    Self._$body
  }
}

/// The `State` of a ``CaseReducer``, which knows the reducer it belongs to.
///
/// The ``Reducer()`` macro conforms an enum reducer's generated `State` to it. Navigation tools use
/// it to run a destination's reducer from its state alone.
public protocol CaseReducerState {
  /// The enum reducer this state belongs to.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

extension Store where State: CaseReducerState, State.StateReducer.Action == Action {
  /// The case the store's state is in, with a store for the feature it holds.
  ///
  /// ```swift
  /// switch store.case {
  /// case let .add(addStore):
  ///   SyncUpFormView(store: addStore)
  /// case let .alert(alert):
  ///   Text(String(state: alert.title))
  /// }
  /// ```
  public var `case`: State.StateReducer.CaseScope {
    State.StateReducer.scope(self)
  }
}
