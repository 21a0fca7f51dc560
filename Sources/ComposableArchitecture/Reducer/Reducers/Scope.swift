/// Embeds a child feature's reducer in a parent's, running it on a part of the parent's state
/// and for the parent's actions that wrap child actions.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.profile, action: \.profile) {
///     Profile()
///   }
///   Reduce { state, action in … }
/// }
/// ```
///
/// The child state can be a field of a struct (a writable key path) or a case of an enum (a case
/// key path); in the latter case the child runs only while the parent is in that case.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  /// A child held in a case of the parent's enum state, and where the `Scope` was written.
  @usableFromInline
  struct ChildCase {
    @usableFromInline let casePath: AnyCasePath<ParentState, Child.State>
    let location: SourceLocation
  }

  // One of the first two is set. They are separate properties rather than an enum so that an
  // action borrows them: binding an enum's payload copies it (several retains per level).
  @usableFromInline let childField: StatePath<ParentState, Child.State>?
  @usableFromInline let childCase: ChildCase?
  @usableFromInline let childIdentity: ((UnsafePointer<Child.State>) -> ObservableStateID)?
  @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
  @usableFromInline let child: LazyReducerFunction<Child.State, Child.Action>

  /// Scopes to a child feature held in a field of the parent's state.
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      field: toChildState,
      action: toChildAction,
      identity: observableStateIdentity(ChildState.self),
      child: child
    )
  }

  /// Scopes to a child feature held in a field of the parent's state, when the child's state is
  /// observable state.
  ///
  /// The same as the unconstrained initializer, chosen when the child's type is known to be
  /// `@ObservableState`: its identity is then read by code specialized for that type, instead of
  /// generic code that copies the state to read it.
  @inlinable
  public init<ChildState: ObservableState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      field: toChildState,
      action: toChildAction,
      identity: { $0.pointee._$id },
      child: child
    )
  }

  @usableFromInline
  init(
    field toChildState: WritableKeyPath<ParentState, Child.State>,
    action toChildAction: CaseKeyPath<ParentAction, Child.Action>,
    identity: ((UnsafePointer<Child.State>) -> ObservableStateID)?,
    child: () -> Child
  ) {
    self.childField = StatePath(toChildState, childIsObservable: identity != nil)
    self.childCase = nil
    self.childIdentity = identity
    self.toChildAction = AnyCasePath.resolved(toChildAction)
    self.child = LazyReducerFunction(child())
  }

  /// Scopes to a child feature held in a case of the parent's enum state.
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.childField = nil
    self.childCase = ChildCase(
      casePath: AnyCasePath.resolved(toChildState),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    self.childIdentity = nil
    self.toChildAction = AnyCasePath.resolved(toChildAction)
    self.child = LazyReducerFunction(child())
  }

  // Inlinable so that it is specialized for the feature's concrete types, in the module that
  // builds the feature's body.
  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = self.toChildAction.extract(from: action) else { return .none }
    let effect: Effect<Child.Action>
    if let childField = self.childField {
      effect = childField.modify(&state) { childState, identityChanged in
        let identityBefore = self.childIdentity.identity(of: &childState)
        let effect = self.child.run(&childState, childAction)
        identityChanged = self.childIdentity.identity(of: &childState) != identityBefore
        return effect
      }
    } else {
      guard let childEffect = self.reduceChildCase(into: &state, action: action, childAction)
      else { return .none }
      effect = childEffect
    }
    // Checked before `map`, whose escaping closure would be allocated even for `.none`.
    guard case .none = effect.operation else {
      let toChildAction = self.toChildAction
      return effect.map { toChildAction.embed($0) }
    }
    return .none
  }

  /// Runs the child held in a case of the parent's state, or reports that the state is in
  /// another case (and returns `nil`).
  @inlinable
  func reduceChildCase(
    into state: inout ParentState, action: ParentAction, _ childAction: Child.Action
  ) -> Effect<Child.Action>? {
    guard let childCase = self.childCase else { return nil }
    guard var childState = childCase.casePath.extract(from: state) else {
      childCase.reportStateMismatch(action: action, state: state)
      return nil
    }
    let effect = self.child.run(&childState, childAction)
    state = childCase.casePath.embed(childState)
    return effect
  }
}

extension Scope.ChildCase {
  @usableFromInline
  func reportStateMismatch(action: ParentAction, state: ParentState) {
    self.location.reportIssue(
      """
      A "Scope" at "\(self.location.fileID):\(self.location.line)" received a child action \
      when child state was set to a different case.

        Action:
          \(debugCaseOutput(action))
        State:
          \(debugCaseOutput(state))

      This is generally considered an application logic error, and can happen for a few \
      reasons:

      A parent reducer set "\(typeName(ParentState.self))" to a different case before the \
      scoped reducer ran. Child reducers must run before any parent reducer sets child state to \
      a different case. This ensures that child reducers can handle their actions while their \
      state is still available. Consider using "Reducer.ifCaseLet" to embed this child reducer \
      in the parent reducer that change its state to ensure the child reducer runs first.

      An in-flight effect emitted this action when child state was unavailable. While it may be \
      perfectly reasonable to ignore this action, consider canceling the associated effect \
      before child state changes to another case, especially if it is a long-living effect.

      This action was sent to the store while state was another case. Make sure that actions \
      for this reducer can only be sent from a store when state is set to the appropriate case. \
      In SwiftUI applications, use "SwitchStore".
      """
    )
  }
}
