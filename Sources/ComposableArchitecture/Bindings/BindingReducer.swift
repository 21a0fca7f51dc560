/// A reducer that applies ``BindingAction``s to state.
///
/// Put it in a feature's body, before the reducers that react to the changes it makes:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///     .onChange(of: \.syncUp.attendees) { oldValue, newValue in
///       Reduce { state, action in … }
///     }
///   Reduce { state, action in … }
/// }
/// ```
///
/// For binding actions nested in view actions, use ``init(action:)``: `BindingReducer(action:
/// \.view)`.
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where State == ViewAction.State {
  @usableFromInline
  let toViewAction: (Action) -> ViewAction?
  /// The `binding` case path, when `ViewAction`'s `binding` property is the default, which reads
  /// with it: held here, it saves that property's lookup of it on every action. `nil` when the
  /// action type implements `binding` itself: that property is read, as upstream reads it.
  @usableFromInline
  let toBindingAction: AnyCasePath<ViewAction, BindingAction<State>>?

  /// A reducer that applies the feature's own binding actions.
  public init() where Action == ViewAction {
    self.toViewAction = { $0 }
    self.toBindingAction = BindingCasePaths.casePathOfDefaultBinding(of: ViewAction.self)
  }

  /// A reducer that applies the binding actions found in a case of the feature's actions.
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) where Action: CasePathable {
    let casePath = AnyCasePath.resolved(toViewAction)
    self.toViewAction = { casePath.extract(from: $0) }
    self.toBindingAction = BindingCasePaths.casePathOfDefaultBinding(of: ViewAction.self)
  }

  // Inlinable, as upstream's: a feature's module specializes it for its own state and actions.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let viewAction = self.toViewAction(action),
      let bindingAction = self.binding(of: viewAction)
    else { return .none }
    bindingAction.apply(to: &state)
    return .none
  }

  @inlinable
  func binding(of viewAction: ViewAction) -> BindingAction<State>? {
    guard let toBindingAction = self.toBindingAction else { return viewAction.binding }
    return toBindingAction.extract(from: viewAction)
  }
}

extension BindingAction {
  /// Writes the action's value into `state`.
  @usableFromInline
  func apply(to state: inout Root) {
    if let step = RecordingStep.current, step.binding == nil, self.recorded == nil {
      // Recording: find where the binding writes, which its key path cannot tell.
      let before = state
      self.set(&state)
      step.binding = RecordingStep.resolveBinding(before: before, after: state, value: self.value)
    } else {
      self.set(&state)
    }
  }
}
