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
      parent: self._resolvedReducer(),
      element: element()._resolvedReducer(),
      toElementsState: StatePath(toElementsState, childIsObservable: elementIdentity != nil),
      elementIdentity: elementIdentity,
      toElementAction: AnyCasePath(toElementAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer built by ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)``.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  let parent: any Reducer<Parent.State, Parent.Action>
  let element: any Reducer<Element.State, Element.Action>
  let toElementsState: StatePath<Parent.State, IdentifiedArray<ID, Element.State>>
  let elementIdentity: ((UnsafePointer<Element.State>) -> ObservableStateID)?
  let toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  let location: SourceLocation

  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    let elementEffects = self.reduceElement(into: &state, action: action)
    let idsBefore = state[keyPath: self.toElementsState.keyPath].ids
    let parentEffects = self.parent.reduce(into: &state, action: action)
    let idsAfter = state[keyPath: self.toElementsState.keyPath].ids
    // Comparing ordered sets that share storage is O(1): only a parent that changed the ids
    // pays for finding the removed elements.
    guard idsBefore != idsAfter else {
      return elementEffects.merge(with: parentEffects)
    }
    let removed = idsBefore.subtracting(idsAfter)
    return .merge(
      elementEffects,
      parentEffects,
      .merge(removed.map { .cancelChild(self.navigationID(for: $0)) })
    )
  }

  private func navigationID(for id: ID) -> NavigationID {
    NavigationID(id: id, keyPath: self.toElementsState.keyPath)
  }

  private func reduceElement(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard case let .element(id, elementAction) = self.toElementAction.extract(from: action)
    else { return .none }
    guard state[keyPath: self.toElementsState.keyPath][id: id] != nil else {
      self.location.reportIssue(
        """
        A "forEach" at "\(self.location.fileID):\(self.location.line)" received an action for \
        a missing element. …

          Action:
            \(typeName(of: action))

        This is generally considered an application logic error, and can happen for a few \
        reasons:

        • A parent reducer removed an element with this ID before this reducer ran. This reducer \
        must run before any other reducer removes an element, which ensures that element \
        reducers can handle their actions while their state is still available.

        • An in-flight effect emitted this action when state contained no element at this ID. \
        While it may be perfectly reasonable to ignore this action, consider canceling the \
        associated effect before an element is removed, especially if it is a long-living effect.

        • This action was sent to the store while its state contained no element at this ID. To \
        fix this make sure that actions for this reducer can only be sent from a store when its \
        state contains an element at this id.
        """
      )
      return .none
    }
    let effect = self.toElementsState.modify(&state) { elements, identityChanged in
      let identityBefore = self.elementIdentity.identity(of: &elements[id: id]!)
      let effect = self.element.reduce(into: &elements[id: id]!, action: elementAction)
      identityChanged = self.elementIdentity.identity(of: &elements[id: id]!) != identityBefore
      return effect
    }
    switch effect.operation {
    case .none:
      return .none
    default:
      let toElementAction = self.toElementAction
      return effect
        .childEffect(id: self.navigationID(for: id))
        .map { toElementAction.embed(.element(id: id, action: $0)) }
    }
  }
}
