extension Reducer {
  /// Embeds a child reducer that runs while the parent's enum state is in a given case, with case
  /// paths written with CasePaths' `/` operator:
  /// `.ifCaseLet(/State.loggedIn, action: /Action.loggedIn) { LoggedIn() }`.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @warn_unqualified_access
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: AnyCasePath<State, CaseState>,
    action toCaseAction: AnyCasePath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case>
  where CaseState == Case.State, CaseAction == Case.Action {
    // A case path has no key path to tell its child apart; the parent's own key path does, as
    // the child's state is there only while the parent is in this case.
    _IfCaseLetReducer(
      parent: LazyReducerFunction(self),
      child: LazyReducerFunction(`case`()),
      toChildState: toCaseState,
      toChildStateKeyPath: \State.self,
      toChildAction: toCaseAction,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}
