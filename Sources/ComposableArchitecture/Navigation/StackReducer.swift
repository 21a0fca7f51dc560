extension Reducer {
  /// Embeds the features of a navigation stack, run on the element each action is for.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     switch action {
  ///     case let .path(.element(id, .detail(.delegate(.deleteSyncUp)))):
  ///       …
  ///     case .path:
  ///       return .none
  ///     }
  ///   }
  ///   .forEach(\.path, action: \.path) {
  ///     Path()
  ///   }
  /// }
  /// ```
  ///
  /// An element's reducer runs before the parent. `.popFrom(id:)` and `.push(id:state:)` are
  /// applied after the parent ran, so the parent sees the stack as it was. Popped elements'
  /// in-flight effects are cancelled, whoever popped them. An element can pop itself with
  /// `@Dependency(\.dismiss)`. An action for an element that is not on the stack is reported as
  /// an issue.
  @warn_unqualified_access
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _StackReducer(
      base: LazyReducerFunction(self),
      destination: LazyReducerFunction(destination()),
      toStackState: toStackState,
      toStackAction: AnyCasePath.resolved(toStackAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension Reducer {
  /// Embeds the features of a navigation stack whose elements are the cases of an `@Reducer`
  /// enum, running the enum's own body.
  ///
  /// ```swift
  /// @Reducer
  /// enum Path {
  ///   case detail(SyncUpDetail)
  ///   case record(RecordMeeting)
  /// }
  /// // …
  /// .forEach(\.path, action: \.path)
  /// ```
  public func forEach<DestinationState: CaseReducerState, DestinationAction>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Body: Reducer<DestinationState, DestinationAction> {
    self.forEach(
      toStackState,
      action: toStackAction,
      destination: { DestinationState.StateReducer._$body },
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

/// The reducer built by `Reducer.forEach(_:action:destination:)`.
public struct _StackReducer<Base: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let base: LazyReducerFunction<Base.State, Base.Action>
  let destination: LazyReducerFunction<Destination.State, Destination.Action>
  @usableFromInline let toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>
  @usableFromInline
  let toStackAction: AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>
  let location: SourceLocation

  // Inlinable, as upstream's: a feature's module specializes it for its own state and actions.
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let stackAction = self.toStackAction.extract(from: action)
    var elementEffects = Effect<Base.Action>.none
    if case let .element(id, elementAction) = stackAction {
      if state[keyPath: self.toStackState][id: id] != nil {
        elementEffects = self.reduceElement(into: &state, id: id, action: elementAction)
      } else {
        self.reportMissingElement(action: elementAction)
      }
    }

    // Elements this reducer saw may have been removed by another reducer since: the mounted ids
    // gather those and the ones on the stack now. (No copy of the stack's ids is held across the
    // reducers below: it would make the stack copy them when it changes.)
    // Reads first: a write through the key path would tell observers the stack changed.
    if !state[keyPath: self.toStackState].mountedIDsAreCurrent {
      state[keyPath: self.toStackState].mountCurrentIDs()
    }
    let baseEffects = self.base.reduce(into: &state, action: action)
    self.applyPushOrPop(stackAction, to: &state)

    guard !state[keyPath: self.toStackState].mountedIDsAreCurrent else {
      return elementEffects.merge(with: baseEffects)
    }
    let popped = state[keyPath: self.toStackState].unmountRemovedIDs()
    guard !popped.isEmpty else {
      return elementEffects.merge(with: baseEffects)
    }
    return .merge(
      elementEffects,
      baseEffects,
      .merge(popped.map { .cancelChild(self.navigationID(for: $0)) })
    )
  }

  /// Pushes or pops as `.push(id:state:)` and `.popFrom(id:)` ask, after the parent ran.
  @usableFromInline
  func applyPushOrPop(
    _ stackAction: StackAction<Destination.State, Destination.Action>?,
    to state: inout Base.State
  ) {
    switch stackAction {
    case let .popFrom(id):
      if state[keyPath: self.toStackState].ids.contains(id) {
        state[keyPath: self.toStackState].pop(from: id)
      } else {
        self.report(
          #"received a "popFrom" action for a missing element."#,
          ["ID": id, "Path IDs": state[keyPath: self.toStackState].ids]
        )
      }
    case let .push(id, element):
      if state[keyPath: self.toStackState].ids.contains(id) {
        self.report(
          #"received a "push" action for an element it already contains."#,
          ["ID": id, "Path IDs": state[keyPath: self.toStackState].ids]
        )
      } else {
        // Resolved once: each read of a `@Dependency` looks the value up again.
        @Dependency(\.stackElementID) var dependency
        let stackElementID = dependency
        // Tests name elements by generation: a push beyond the next one would make the ids the
        // test expects drift from those the reducer hands out.
        let expectedID = stackElementID.peek()
        if isTesting, id > expectedID {
          self.report(
            #"received a "push" action with an unexpected generational ID."#,
            ["Received ID": id, "Expected ID": expectedID]
          )
        }
        stackElementID.skip(past: id)
        state[keyPath: self.toStackState].push(element, id: id)
      }
    case .element, .none:
      break
    }
  }

  @usableFromInline
  func navigationID(for id: StackElementID) -> NavigationID {
    NavigationID(id: id, keyPath: self.toStackState)
  }

  @usableFromInline
  func reduceElement(
    into state: inout Base.State, id: StackElementID, action: Destination.Action
  ) -> Effect<Base.Action> {
    let effect = withPresentedDependencies {
      self.destination.reduce(into: &state[keyPath: self.toStackState][id: id]!, action: action)
    }
    switch effect.operation {
    case .none:
      return .none
    default:
      let toStackAction = self.toStackAction
      return effect
        .map { toStackAction.embed(.element(id: id, action: $0)) }
        .dismissible(by: toStackAction.embed(.popFrom(id: id)))
        .childEffect(id: self.navigationID(for: id))
    }
  }

  @usableFromInline
  func reportMissingElement(action: Destination.Action) {
    self.location.reportMissingElement(
      action: action, viewAdvice: #"use "NavigationStack.init(path:)" with a binding to a store."#
    )
  }

  /// Reports a stack action this reducer could not apply as asked, with the ids involved.
  private func report(_ problem: String, _ details: KeyValuePairs<String, Any>) {
    let details = details.map { "  \($0):\n    \($1)" }.joined(separator: "\n")
    self.location.reportIssue(
      """
      A "forEach" at "\(self.location.fileID):\(self.location.line)" \(problem)

      \(details)
      """
    )
  }
}
