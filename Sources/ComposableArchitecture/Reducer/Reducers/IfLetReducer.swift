extension Reducer {
  /// Embeds a child reducer that runs on optional child state, when that state is present.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.child, action: \.child) {
  ///     Child()
  ///   }
  /// ```
  ///
  /// The child runs before the parent, so the parent sees the child's changes. When the parent
  /// sets the child state to `nil` (or replaces it with another child), the child's in-flight
  /// effects are cancelled. A child action arriving while the state is `nil` is reported.
  /// Ephemeral state (an alert or a confirmation dialog, or an enum case holding one) is set to
  /// `nil` after any of its actions, unless the parent presented another one meanwhile.
  @warn_unqualified_access
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped>
  where WrappedState == Wrapped.State, WrappedAction == Wrapped.Action {
    _IfLetReducer(
      parent: self,
      child: wrapped(),
      toChildState: toWrappedState,
      toChildAction: AnyCasePath.resolved(toWrappedAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer built by ``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)``.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: LazyReducerFunction<Parent.State, Parent.Action>
  let child: LazyReducerFunction<Child.State, Child.Action>
  let toChildState: WritableKeyPath<Parent.State, Child.State?>
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  let location: SourceLocation
  /// Whether the child's state type can hold ephemeral state, known once from the type so that
  /// other features pay nothing per action.
  let mayClearEphemeralState: Bool

  init(
    parent: Parent,
    child: Child,
    toChildState: WritableKeyPath<Parent.State, Child.State?>,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>,
    location: SourceLocation
  ) {
    self.parent = LazyReducerFunction(parent)
    self.child = LazyReducerFunction(child)
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.location = location
    self.mayClearEphemeralState = mayBeEphemeral(Child.State.self)
  }

  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    let childAction = self.toChildAction.extract(from: action)
    let childEffects =
      childAction.map { self.reduceChild(into: &state, action: action, childAction: $0) } ?? .none
    let ephemeralID =
      self.mayClearEphemeralState && childAction != nil
      ? state[keyPath: self.toChildState].flatMap { isEphemeral($0) ? PresentationID($0) : nil }
      : nil
    let effects = self.parent.reduce(
      into: &state, action: action, after: childEffects, childID: self.childID(in:)
    )
    // Tapping any button of an alert closes it, unless the parent presented another alert.
    if let ephemeralID,
      state[keyPath: self.toChildState].map({ PresentationID($0) }) == ephemeralID
    {
      state[keyPath: self.toChildState] = nil
    }
    return effects
  }

  private func childID(in state: Parent.State) -> NavigationID? {
    state[keyPath: self.toChildState].map { NavigationID(state: $0, keyPath: self.toChildState) }
  }

  private func reduceChild(
    into state: inout Parent.State, action: Parent.Action, childAction: Child.Action
  ) -> Effect<Parent.Action> {
    guard let childID = self.childID(in: state) else {
      self.location.reportIssue(
        """
        An "ifLet" at "\(self.location.fileID):\(self.location.line)" received a child action \
        when child state was "nil".

          Action:
        \(String(customDumping: action).indent(by: 4))

        This is generally considered an application logic error, and can happen for a few \
        reasons:

        A parent reducer set child state to "nil" before this reducer ran. This reducer must run \
        before any other reducer sets child state to "nil". This ensures that child reducers can \
        handle their actions while their state is still available.

        An in-flight effect emitted this action when child state was "nil". While it may be \
        perfectly reasonable to ignore this action, consider canceling the associated effect \
        before child state becomes "nil", especially if it is a long-living effect.

        This action was sent to the store while state was "nil". Make sure that actions for this \
        reducer can only be sent from a store when state is non-"nil". In SwiftUI applications, \
        use "IfLetStore".
        """
      )
      return .none
    }
    let effect = self.child.reduce(into: &state[keyPath: self.toChildState]!, action: childAction)
    // Checked before `map`, whose escaping closure would be allocated even for `.none`.
    guard case .none = effect.operation else {
      let toChildAction = self.toChildAction
      return effect.childEffect(id: childID).map { toChildAction.embed($0) }
    }
    return .none
  }
}

extension LazyReducerFunction {
  /// Runs this reducer as the parent of a child that has already run, cancelling the child's
  /// effects when the parent removes the child or replaces it with another.
  func reduce(
    into state: inout State,
    action: Action,
    after childEffects: Effect<Action>,
    childID: (State) -> NavigationID?
  ) -> Effect<Action> {
    let childIDBefore = childID(state)
    let parentEffects = self.reduce(into: &state, action: action)
    guard let childIDBefore, childIDBefore != childID(state) else {
      return childEffects.merge(with: parentEffects)
    }
    return .merge(childEffects, parentEffects, .cancelChild(childIDBefore))
  }
}

extension Effect {
  /// A child feature's effect: namespaced by the child's identity, and cancellable as a whole
  /// when the child goes away.
  func childEffect(id: NavigationID) -> Self {
    switch self.operation {
    case .none:
      return self
    default:
      return self.namespaced(by: id).cancellable(childID: id)
    }
  }

  private func cancellable(childID: NavigationID) -> Self {
    Self(operation: .cancellable(.current(childID), cancelInFlight: false, self))
  }

  /// Cancels every effect of the child feature with the given identity.
  @usableFromInline
  static func cancelChild(_ id: NavigationID) -> Self {
    Self(operation: .cancel([.current(id)]))
  }
}
