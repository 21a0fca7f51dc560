import ComposableArchitecture
import Testing

/// The runtime warnings of `Scope`, `ifLet`, `ifCaseLet` and `forEach` read as TCA 1.25's, and
/// point at the operator in the parent's body.
@MainActor
@Suite(.serialized, .mainSerialExecutor, .timeLimit(.minutes(1)))
struct ReducerMessageTests {
  enum Child2 {
    @CasePathable
    enum State: Equatable {
      case count(Int)
      case name(String)
    }
    @CasePathable
    enum Action {
      case count(Int)
      case name(String)
    }
  }

  struct ScopeToName: Reducer {
    static let operatorLine = #line + 2
    var body: some Reducer<Child2.State, Child2.Action> {
      Scope(state: \.name, action: \.name) { EmptyReducer() }
    }
  }

  @Test func scopeReceivesActionForAnotherCase() async {
    let issues = await knownIssues {
      let store = Store(initialState: Child2.State.count(0)) { ScopeToName() }
      store.send(.name("Blob"))
      #expect(store.withState { $0 } == .count(0))
    }
    #expect(
      issues == [
        RecordedIssue(
          message: """
            A "Scope" at "\(#fileID):\(ScopeToName.operatorLine)" received a child action when \
            child state was set to a different case.

              Action:
                ReducerMessageTests.Child2.Action.name
              State:
                ReducerMessageTests.Child2.State.count

            This is generally considered an application logic error, and can happen for a few \
            reasons:

            A parent reducer set "ReducerMessageTests.Child2.State" to a different case before \
            the scoped reducer ran. Child reducers must run before any parent reducer sets child \
            state to a different case. This ensures that child reducers can handle their actions \
            while their state is still available. Consider using "Reducer.ifCaseLet" to embed \
            this child reducer in the parent reducer that change its state to ensure the child \
            reducer runs first.

            An in-flight effect emitted this action when child state was unavailable. While it \
            may be perfectly reasonable to ignore this action, consider canceling the associated \
            effect before child state changes to another case, especially if it is a \
            long-living effect.

            This action was sent to the store while state was another case. Make sure that \
            actions for this reducer can only be sent from a store when state is set to the \
            appropriate case. In SwiftUI applications, use "SwitchStore".
            """,
          line: ScopeToName.operatorLine
        )
      ]
    )
  }

  struct IfLetSelf: Reducer {
    static let operatorLine = #line + 3
    var body: some Reducer<Int?, Void> {
      Reduce { _, _ in .none }
        .ifLet(\.self, action: \.self) { EmptyReducer() }
    }
  }

  @Test func ifLetReceivesActionWhenNil() async {
    let issues = await knownIssues {
      let store = Store(initialState: nil) { IfLetSelf() }
      store.send(())
    }
    #expect(
      issues == [
        RecordedIssue(
          message: """
            An "ifLet" at "\(#fileID):\(IfLetSelf.operatorLine)" received a child action when \
            child state was "nil".

              Action:
                ()

            This is generally considered an application logic error, and can happen for a few \
            reasons:

            A parent reducer set child state to "nil" before this reducer ran. This reducer must \
            run before any other reducer sets child state to "nil". This ensures that child \
            reducers can handle their actions while their state is still available.

            An in-flight effect emitted this action when child state was "nil". While it may be \
            perfectly reasonable to ignore this action, consider canceling the associated effect \
            before child state becomes "nil", especially if it is a long-living effect.

            This action was sent to the store while state was "nil". Make sure that actions for \
            this reducer can only be sent from a store when state is non-"nil". In SwiftUI \
            applications, use "IfLetStore".
            """,
          line: IfLetSelf.operatorLine
        )
      ]
    )
  }

  struct SomeError: Error, Equatable {}

  struct IfCaseLetSuccess: Reducer {
    static let operatorLine = #line + 3
    var body: some Reducer<Result<Int, SomeError>, Result<Int, SomeError>> {
      Reduce { _, _ in .none }
        .ifCaseLet(\.success, action: \.success) { EmptyReducer() }
    }
  }

  @Test func ifCaseLetReceivesActionForAnotherCase() async {
    let issues = await knownIssues {
      let store = Store(initialState: .failure(SomeError())) { IfCaseLetSuccess() }
      store.send(.success(1))
    }
    #expect(
      issues == [
        RecordedIssue(
          message: """
            An "ifCaseLet" at "\(#fileID):\(IfCaseLetSuccess.operatorLine)" received a child \
            action when child state was set to a different case.

              Action:
                Result.success(1)
              State:
                Result.failure(ReducerMessageTests.SomeError())

            This is generally considered an application logic error, and can happen for a few \
            reasons:

            A parent reducer set "Result" to a different case before this reducer ran. This \
            reducer must run before any other reducer sets child state to a different case. This \
            ensures that child reducers can handle their actions while their state is still \
            available.

            An in-flight effect emitted this action when child state was unavailable. While it \
            may be perfectly reasonable to ignore this action, consider canceling the associated \
            effect before child state changes to another case, especially if it is a \
            long-living effect.

            This action was sent to the store while state was another case. Make sure that \
            actions for this reducer can only be sent from a store when state is set to the \
            appropriate case. In SwiftUI applications, use "SwitchStore".
            """,
          line: IfCaseLetSuccess.operatorLine
        )
      ]
    )
  }

  struct Elements: Reducer {
    struct Row: Equatable, Identifiable {
      let id: Int
      var isOn = false
    }
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Row> = []
    }
    @CasePathable
    enum RowAction: Equatable {
      case toggle
      case rename(String)
    }
    @CasePathable
    enum Action: Equatable {
      case rows(IdentifiedAction<Int, RowAction>)
    }
    static let operatorLine = #line + 3
    var body: some Reducer<State, Action> {
      Reduce { _, _ in .none }
        .forEach(\.rows, action: \.rows) {
          Reduce { row, _ in
            row.isOn.toggle()
            return .none
          }
        }
    }
  }

  @Test func forEachReceivesActionForMissingElement() async {
    let issues = await knownIssues {
      let store = Store(initialState: Elements.State()) { Elements() }
      store.send(.rows(.element(id: 1, action: .toggle)))
      store.send(.rows(.element(id: 1, action: .rename("Blob"))))
    }
    let message = { (action: String) in
      """
      A "forEach" at "\(#fileID):\(Elements.operatorLine)" received an action for a missing \
      element.

        Action:
          \(action)

      This is generally considered an application logic error, and can happen for a few reasons:

      A parent reducer removed an element with this ID before this reducer ran. This reducer must \
      run before any other reducer removes an element, which ensures that element reducers can \
      handle their actions while their state is still available.

      An in-flight effect emitted this action when state contained no element at this ID. While \
      it may be perfectly reasonable to ignore this action, consider canceling the associated \
      effect before an element is removed, especially if it is a long-living effect.

      This action was sent to the store while its state contained no element at this ID. To fix \
      this make sure that actions for this reducer can only be sent from a store when its state \
      contains an element at this id. In SwiftUI applications, use "ForEachStore".
      """
    }
    #expect(
      issues == [
        RecordedIssue(
          message: message(
            "ReducerMessageTests.Elements.Action.rows(.element(id:, action: .toggle))"
          ),
          line: Elements.operatorLine
        ),
        RecordedIssue(
          message: message(
            "ReducerMessageTests.Elements.Action.rows(.element(id:, action: .rename))"
          ),
          line: Elements.operatorLine
        ),
      ]
    )
  }
}
