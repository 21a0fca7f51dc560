extension Scope {
  /// Scopes to a child feature held in a field of the parent's state, with a case path to its
  /// actions written with CasePaths' `/` operator: `Scope(state: \.child, action: /Action.child)`.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    let identity = observableStateIdentity(ChildState.self)
    self.childField = StatePath(toChildState, childIsObservable: identity != nil)
    self.childCase = nil
    self.childIdentity = identity
    self.toChildAction = toChildAction
    self.child = LazyReducerFunction(child())
  }

  /// Scopes to a child feature held in a case of the parent's enum state, with case paths written
  /// with CasePaths' `/` operator: `Scope(state: /State.loggedIn, action: /Action.loggedIn)`.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public init<ChildState, ChildAction>(
    state toChildState: AnyCasePath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.childField = nil
    self.childCase = ChildCase(
      casePath: toChildState,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    self.childIdentity = nil
    self.toChildAction = toChildAction
    self.child = LazyReducerFunction(child())
  }
}
