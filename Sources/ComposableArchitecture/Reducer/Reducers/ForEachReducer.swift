extension Reducer {
  /// Embeds an element reducer that runs on the element of an identified collection that an
  /// action is for.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.rows, action: \.rows) {
  ///     Row()
  ///   }
  /// ```
  ///
  /// The element reducer runs before the parent and touches only its element: the collection is
  /// neither copied nor visited. When the parent removes an element, its in-flight effects are
  /// cancelled. An action for an element that does not exist is reported.
  @warn_unqualified_access
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    let elementIdentity = observableStateIdentity(ElementState.self)
    return _ForEachReducer(
      parent: LazyReducerFunction(self),
      element: LazyReducerFunction(element()),
      toElementsState: StatePath(toElementsState, childIsObservable: elementIdentity != nil),
      elementIdentity: elementIdentity,
      toElementAction: AnyCasePath.resolved(toElementAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer built by ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)``.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  @usableFromInline let parent: LazyReducerFunction<Parent.State, Parent.Action>
  @usableFromInline let element: LazyReducerFunction<Element.State, Element.Action>
  @usableFromInline let toElementsState: StatePath<Parent.State, IdentifiedArray<ID, Element.State>>
  @usableFromInline let elementIdentity: ((UnsafePointer<Element.State>) -> ObservableStateID)?
  @usableFromInline let toElementAction: AnyCasePath<
    Parent.Action, IdentifiedAction<ID, Element.Action>
  >
  let location: SourceLocation

  init(
    parent: LazyReducerFunction<Parent.State, Parent.Action>,
    element: LazyReducerFunction<Element.State, Element.Action>,
    toElementsState: StatePath<Parent.State, IdentifiedArray<ID, Element.State>>,
    elementIdentity: ((UnsafePointer<Element.State>) -> ObservableStateID)?,
    toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>,
    location: SourceLocation
  ) {
    self.parent = parent
    self.element = element
    self.toElementsState = toElementsState
    self.elementIdentity = elementIdentity
    self.toElementAction = toElementAction
    self.location = location
  }

  // Inlinable so that a row action runs code specialized for the feature's types.
  @inlinable
  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    let elementEffects = self.reduceElement(into: &state, action: action)
    return elementEffects.merge(with: self.reduceParent(into: &state, action: action))
  }

  /// Runs the parent, and cancels the effects of the elements it removed.
  @usableFromInline
  func reduceParent(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    // The ids alone are kept across the parent's reduce: holding the elements would make a
    // parent that mutates an element copy the whole collection.
    let idsBefore = state[keyPath: self.toElementsState.keyPath].ids
    let parentEffects = self.parent.reduce(into: &state, action: action)
    let idsAfter = state[keyPath: self.toElementsState.keyPath].ids
    // Comparing ordered sets that share storage is O(1): only a parent that changed the ids
    // pays for finding the removed elements.
    guard idsBefore != idsAfter else { return parentEffects }
    let removed = idsBefore.subtracting(idsAfter)
    return parentEffects.merge(
      with: .merge(removed.map { .cancelChild(self.navigationID(for: $0)) })
    )
  }

  private func navigationID(for id: ID) -> NavigationID {
    NavigationID(id: id, keyPath: self.toElementsState.keyPath)
  }

  @inlinable
  func reduceElement(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard case let .element(id, elementAction) = self.toElementAction.extract(from: action)
    else { return .none }
    guard state[keyPath: self.toElementsState.keyPath][id: id] != nil else {
      self.reportMissingElement(action: action)
      return .none
    }
    let effect = self.toElementsState.modify(&state) { elements, identityChanged in
      let identityBefore = self.elementIdentity.identity(of: &elements[id: id]!)
      let effect = self.element.run(&elements[id: id]!, elementAction)
      identityChanged = self.elementIdentity.identity(of: &elements[id: id]!) != identityBefore
      return effect
    }
    // Checked here, so that `.none` costs no call into generic code.
    guard case .none = effect.operation else {
      return self.elementEffect(effect, id: id)
    }
    return .none
  }

  @usableFromInline
  func elementEffect(_ effect: Effect<Element.Action>, id: ID) -> Effect<Parent.Action> {
    let toElementAction = self.toElementAction
    return effect
      .childEffect(id: self.navigationID(for: id))
      .map { toElementAction.embed(.element(id: id, action: $0)) }
  }

  @usableFromInline
  func reportMissingElement(action: Parent.Action) {
    self.location.reportMissingElement(action: action, viewAdvice: #"use "ForEachStore"."#)
  }
}

extension SourceLocation {
  /// Reports an element action for an id the collection (or stack) does not contain, as a
  /// `forEach` at this location words it; `viewAdvice` ends the message with the view to use.
  func reportMissingElement(action: some Any, viewAdvice: String) {
    self.reportIssue(
      """
      A "forEach" at "\(self.fileID):\(self.line)" received an action for a missing element.

        Action:
          \(debugCaseOutput(action))

      This is generally considered an application logic error, and can happen for a few \
      reasons:

      A parent reducer removed an element with this ID before this reducer ran. This reducer \
      must run before any other reducer removes an element, which ensures that element \
      reducers can handle their actions while their state is still available.

      An in-flight effect emitted this action when state contained no element at this ID. \
      While it may be perfectly reasonable to ignore this action, consider canceling the \
      associated effect before an element is removed, especially if it is a long-living effect.

      This action was sent to the store while its state contained no element at this ID. To \
      fix this make sure that actions for this reducer can only be sent from a store when its \
      state contains an element at this id. In SwiftUI applications, \(viewAdvice)
      """
    )
  }
}
