extension TestStore {
  /// Asserts that an effect sent back an action of the case of the given case path, written with
  /// CasePaths' `/` operator: `await store.receive(/Action.timerTick)`.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public func receive<Value>(
    _ actionCase: AnyCasePath<Action, Value>,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receiveAction(
      matching: { actionCase.extract(from: $0) != nil },
      notReceivedMessage: TestStoreMessage.expectedCaseKeyPath,
      unexpectedActionDescription: { TestStoreMessage.actionDump($0) },
      timeout: duration,
      assertion: updateStateToExpectedResult,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}
