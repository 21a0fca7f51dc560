extension Reducer {
  /// Embeds a child reducer that runs while the parent's enum state is in a given case.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifCaseLet(\.loggedIn, action: \.loggedIn) {
  ///     LoggedIn()
  ///   }
  /// ```
  ///
  /// The child runs before the parent. When the parent moves its state to another case, the
  /// child's in-flight effects are cancelled. A child action arriving while the state is in
  /// another case is reported.
  @warn_unqualified_access
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case>
  where CaseState == Case.State, CaseAction == Case.Action {
    _IfCaseLetReducer(
      parent: LazyReducerFunction(self),
      child: LazyReducerFunction(`case`()),
      toChildState: AnyCasePath.resolved(toCaseState),
      toChildStateKeyPath: toCaseState,
      toChildAction: AnyCasePath.resolved(toCaseAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer built by ``Reducer/ifCaseLet(_:action:then:fileID:filePath:line:column:)``.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: LazyReducerFunction<Parent.State, Parent.Action>
  let child: LazyReducerFunction<Child.State, Child.Action>
  let toChildState: AnyCasePath<Parent.State, Child.State>
  let toChildStateKeyPath: AnyKeyPath
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  let location: SourceLocation

  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    let childEffects = self.reduceChild(into: &state, action: action)
    return self.parent.reduce(
      into: &state, action: action, after: childEffects, childID: self.childID(in:)
    )
  }

  private func childID(in state: Parent.State) -> NavigationID? {
    self.toChildState.extract(from: state).map {
      NavigationID(state: $0, keyPath: self.toChildStateKeyPath)
    }
  }

  private func reduceChild(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard let childAction = self.toChildAction.extract(from: action) else { return .none }
    guard var childState = self.toChildState.extract(from: state) else {
      self.location.reportIssue(
        """
        An "ifCaseLet" at "\(self.location.fileID):\(self.location.line)" received a child \
        action when child state was set to a different case.

          Action:
        \(String(customDumping: action).indent(by: 4))
          State:
        \(String(customDumping: state).indent(by: 4))

        This is generally considered an application logic error, and can happen for a few \
        reasons:

        A parent reducer set "\(typeName(Parent.State.self))" to a different case before this \
        reducer ran. This reducer must run before any other reducer sets child state to a \
        different case. This ensures that child reducers can handle their actions while their \
        state is still available.

        An in-flight effect emitted this action when child state was unavailable. While it may \
        be perfectly reasonable to ignore this action, consider canceling the associated effect \
        before child state changes to another case, especially if it is a long-living effect.

        This action was sent to the store while state was another case. Make sure that actions \
        for this reducer can only be sent from a store when state is set to the appropriate \
        case. In SwiftUI applications, use "SwitchStore".
        """
      )
      return .none
    }
    let childID = NavigationID(state: childState, keyPath: self.toChildStateKeyPath)
    let effect = self.child.reduce(into: &childState, action: childAction)
    state = self.toChildState.embed(childState)
    // Checked before `map`, whose escaping closure would be allocated even for `.none`.
    guard case .none = effect.operation else {
      let toChildAction = self.toChildAction
      return effect.childEffect(id: childID).map { toChildAction.embed($0) }
    }
    return .none
  }
}
