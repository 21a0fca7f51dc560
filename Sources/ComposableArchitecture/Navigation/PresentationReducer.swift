extension Reducer {
  /// Embeds a child feature that the parent presents: a sheet, a drill-down, a popover.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     switch action {
  ///     case .addButtonTapped:
  ///       state.destination = .add(SyncUpForm.State(syncUp: SyncUp(id: uuid())))
  ///       return .none
  ///     case .destination:
  ///       return .none
  ///     }
  ///   }
  ///   .ifLet(\.$destination, action: \.destination) {
  ///     Destination()
  ///   }
  /// }
  /// ```
  ///
  /// The child runs before the parent, so the parent sees what the child did. The child goes away
  /// when the parent sets its state to `nil`, when `.dismiss` is sent, or when the child calls
  /// `@Dependency(\.dismiss)`; its in-flight effects are then cancelled. Alerts and confirmation
  /// dialogs are dismissed as soon as one of their buttons sends an action, unless the parent
  /// presents another one while handling it (each alert has its own identity). An action for a
  /// child that is not presented is reported as an issue.
  @warn_unqualified_access
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _PresentationReducer(
      base: self,
      destination: destination(),
      toPresentationState: toPresentationState,
      toPresentationAction: AnyCasePath.resolved(toPresentationAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Embeds the destinations of an `@Reducer` enum, running the enum's own body.
  ///
  /// ```swift
  /// @Reducer
  /// enum Destination {
  ///   case add(SyncUpForm)
  ///   case alert(AlertState<Alert>)
  /// }
  /// // …
  /// .ifLet(\.$destination, action: \.destination)
  /// ```
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Body: Reducer<DestinationState, DestinationAction> {
    self.ifLet(
      toPresentationState,
      action: toPresentationAction,
      destination: { DestinationState.StateReducer._$body },
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Presents state that has no logic of its own, such as an alert or a confirmation dialog.
  ///
  /// ```swift
  /// @Presents var alert: AlertState<Action.Alert>?
  /// // …
  /// .ifLet(\.$alert, action: \.alert)
  /// ```
  @warn_unqualified_access
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    self.ifLet(
      toPresentationState,
      action: toPresentationAction,
      destination: { EmptyReducer() },
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

/// The reducer built by `Reducer.ifLet(_:action:destination:)`.
public struct _PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let base: LazyReducerFunction<Base.State, Base.Action>
  let destination: LazyReducerFunction<Destination.State, Destination.Action>
  @usableFromInline
  let toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>
  @usableFromInline
  let toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>
  let location: SourceLocation
  /// Whether the destination's state can be ephemeral (an alert, or an enum that may hold one),
  /// decided once from its type: a plain feature's actions skip the per-action check.
  @usableFromInline let destinationMayBeEphemeral: Bool
  /// Reads a presented child's identity, chosen once for the destination's state type.
  @usableFromInline let presentationID: (Destination.State) -> PresentationID

  init(
    base: Base,
    destination: Destination,
    toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>,
    toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>,
    location: SourceLocation
  ) {
    self.base = LazyReducerFunction(base)
    self.destination = LazyReducerFunction(destination)
    self.toPresentationState = toPresentationState
    self.toPresentationAction = toPresentationAction
    self.location = location
    self.destinationMayBeEphemeral = mayBeEphemeral(Destination.State.self)
    self.presentationID = PresentationID.reader(for: Destination.State.self)
  }

  // Inlinable, as upstream's: a feature's module specializes it for its own state and actions.
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let initialID = self.navigationID(in: state)
    // A child this reducer saw presented, which another reducer may have dismissed since.
    let presentedID = state[keyPath: self.toPresentationState].presentedID
    var destinationEffects = Effect<Base.Action>.none
    var dismissesAfterBase = false

    switch (initialID, self.toPresentationAction.extract(from: action)) {
    case (_, .none):
      break
    case (.some, .dismiss):
      dismissesAfterBase = true
    case let (.some(id), .presented(destinationAction)):
      destinationEffects = self.reduceDestination(
        into: &state, action: destinationAction, id: id
      )
      // An action of another case than the presented one (a child's action while an alert of
      // the same destination enum is up) is reported by the destination's reducer, and leaves
      // the alert in place.
      if self.destinationMayBeEphemeral {
        let presented = state[keyPath: self.toPresentationState].wrappedValue!
        dismissesAfterBase =
          isEphemeral(presented) && isAction(destinationAction, ofCaseOf: presented)
      }
    case (.none, .some):
      self.reportActionWithoutDestination(action)
    }

    let baseEffects = self.base.reduce(into: &state, action: action)

    // The parent may have replaced or dismissed the child itself; only the child that received
    // the action is dismissed.
    if dismissesAfterBase, let initialID, self.navigationID(in: state) == initialID {
      state[keyPath: self.toPresentationState].wrappedValue = nil
    }
    let finalID = self.navigationID(in: state)
    if presentedID != finalID {
      state[keyPath: self.toPresentationState].presentedID = finalID
    }
    var dismissedIDs: [NavigationID] = []
    if let initialID, initialID != finalID {
      dismissedIDs.append(initialID)
    }
    if let presentedID, presentedID != finalID, presentedID != initialID {
      dismissedIDs.append(presentedID)
    }
    guard !dismissedIDs.isEmpty else {
      return destinationEffects.merge(with: baseEffects)
    }
    return .merge(
      [destinationEffects, baseEffects] + dismissedIDs.map { Effect.cancelChild($0) }
    )
  }

  @inlinable
  func navigationID(in state: Base.State) -> NavigationID? {
    state[keyPath: self.toPresentationState].wrappedValue.map {
      NavigationID(id: self.presentationID($0), keyPath: self.toPresentationState)
    }
  }

  @usableFromInline
  func reduceDestination(
    into state: inout Base.State, action: Destination.Action, id: NavigationID
  ) -> Effect<Base.Action> {
    let effect = withPresentedDependencies {
      self.destination.reduce(
        into: &state[keyPath: self.toPresentationState].wrappedValue!, action: action
      )
    }
    switch effect.operation {
    case .none:
      return .none
    default:
      let toPresentationAction = self.toPresentationAction
      return effect
        .map { toPresentationAction.embed(.presented($0)) }
        .dismissible(by: toPresentationAction.embed(.dismiss))
        .childEffect(id: id)
    }
  }

  @usableFromInline
  func reportActionWithoutDestination(_ action: Base.Action) {
    self.location.reportIssue(
      """
      An "ifLet" at "\(self.location.fileID):\(self.location.line)" received a presentation \
      action when destination state was absent.

        Action:
          \(debugCaseOutput(action))

      This is generally considered an application logic error, and can happen for a few \
      reasons:

      A parent reducer set destination state to "nil" before this reducer ran. This reducer \
      must run before any other reducer sets destination state to "nil". This ensures that \
      destination reducers can handle their actions while their state is still present.

      This action was sent to the store while destination state was "nil". Make sure that \
      actions for this reducer can only be sent from a store when state is present, or from \
      effects that start from this reducer.
      """
    )
  }
}
