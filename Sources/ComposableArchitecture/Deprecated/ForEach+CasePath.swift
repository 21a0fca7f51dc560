extension Reducer {
  /// Embeds an element reducer for an identified collection, with a case path to a case holding
  /// an id and an element action, written with CasePaths' `/` operator:
  /// `.forEach(\.todos, action: /Action.todo(id:action:)) { Todo() }`.
  @available(
    *,
    deprecated,
    message:
      "Use a case key path to an 'IdentifiedAction', instead. See the following migration guide for more information: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Identified-actions"
  )
  @warn_unqualified_access
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: AnyCasePath<Action, (ID, ElementAction)>,
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
      toElementAction: AnyCasePath(
        embed: { identifiedAction in
          switch identifiedAction {
          case let .element(id, action): toElementAction.embed((id, action))
          }
        },
        extract: { action in
          toElementAction.extract(from: action).map { .element(id: $0.0, action: $0.1) }
        }
      ),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Embeds the features of a navigation stack, with a case path to its actions written with
  /// CasePaths' `/` operator: `.forEach(\.path, action: /Action.path) { Path() }`.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @warn_unqualified_access
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>,
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
      toStackAction: toStackAction,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}
