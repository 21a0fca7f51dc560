import ComposableArchitecture
import Testing

/// The runtime warnings of presentation and stack navigation, and of dismissal, read as TCA
/// 1.25's and point at the operator in the parent's body (or at the `dismiss()` call).
@MainActor
@Suite(.serialized, .mainSerialExecutor, .timeLimit(.minutes(1)))
struct NavigationMessageTests {
  struct Child: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case tap }
    var body: some Reducer<State, Action> { EmptyReducer() }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      @PresentationState var child: Child.State?
    }
    @CasePathable
    enum Action: Equatable {
      case child(PresentationAction<Child.Action>)
    }
    static let operatorLine = #line + 3
    var body: some Reducer<State, Action> {
      Reduce { _, _ in .none }
        .ifLet(\.$child, action: \.child) { Child() }
    }
  }

  @Test func presentationActionWhileNothingIsPresented() async {
    let issues = await knownIssues {
      let store = Store(initialState: Parent.State()) { Parent() }
      store.send(.child(.dismiss))
      store.send(.child(.presented(.tap)))
    }
    let message = { (action: String) in
      """
      An "ifLet" at "\(#fileID):\(Parent.operatorLine)" received a presentation action when \
      destination state was absent.

        Action:
          \(action)

      This is generally considered an application logic error, and can happen for a few reasons:

      A parent reducer set destination state to "nil" before this reducer ran. This reducer must \
      run before any other reducer sets destination state to "nil". This ensures that destination \
      reducers can handle their actions while their state is still present.

      This action was sent to the store while destination state was "nil". Make sure that actions \
      for this reducer can only be sent from a store when state is present, or from effects that \
      start from this reducer.
      """
    }
    #expect(
      issues == [
        RecordedIssue(
          message: message("NavigationMessageTests.Parent.Action.child(.dismiss)"),
          line: Parent.operatorLine
        ),
        RecordedIssue(
          message: message("NavigationMessageTests.Parent.Action.child(.presented(.tap))"),
          line: Parent.operatorLine
        ),
      ]
    )
  }

  struct Stack: Reducer {
    struct State: Equatable {
      var path = StackState<Child.State>()
    }
    @CasePathable
    enum Action: Equatable {
      case path(StackAction<Child.State, Child.Action>)
    }
    static let operatorLine = #line + 3
    var body: some Reducer<State, Action> {
      Reduce { _, _ in .none }
        .forEach(\.path, action: \.path) { Child() }
    }
  }

  private func makeStack() -> StoreOf<Stack> {
    Store(initialState: Stack.State()) {
      Stack()
    } withDependencies: {
      $0.stackElementID = .incrementing
    }
  }

  @Test func stackActionForMissingElement() async {
    let store = self.makeStack()
    let issues = await knownIssues {
      store.send(.path(.element(id: 999, action: .tap)))
    }
    #expect(
      issues == [
        RecordedIssue(
          message: """
            A "forEach" at "\(#fileID):\(Stack.operatorLine)" received an action for a missing \
            element.

              Action:
                NavigationMessageTests.Child.Action.tap

            This is generally considered an application logic error, and can happen for a few \
            reasons:

            A parent reducer removed an element with this ID before this reducer ran. This \
            reducer must run before any other reducer removes an element, which ensures that \
            element reducers can handle their actions while their state is still available.

            An in-flight effect emitted this action when state contained no element at this ID. \
            While it may be perfectly reasonable to ignore this action, consider canceling the \
            associated effect before an element is removed, especially if it is a long-living \
            effect.

            This action was sent to the store while its state contained no element at this ID. \
            To fix this make sure that actions for this reducer can only be sent from a store \
            when its state contains an element at this id. In SwiftUI applications, use \
            "NavigationStack.init(path:)" with a binding to a store.
            """,
          line: Stack.operatorLine
        )
      ]
    )
  }

  @Test func stackPopFromMissingID() async {
    let store = self.makeStack()
    store.send(.path(.push(id: 0, state: Child.State())))
    let issues = await knownIssues {
      store.send(.path(.popFrom(id: 999)))
    }
    #expect(
      issues == [
        RecordedIssue(
          message: """
            A "forEach" at "\(#fileID):\(Stack.operatorLine)" received a "popFrom" action for a \
            missing element.

              ID:
                #999
              Path IDs:
                [#0]
            """,
          line: Stack.operatorLine
        )
      ]
    )
    #expect(store.withState(\.path.ids) == [0])
  }

  @Test func stackPushOfAnIDItAlreadyContains() async {
    let store = self.makeStack()
    store.send(.path(.push(id: 0, state: Child.State())))
    let issues = await knownIssues {
      store.send(.path(.push(id: 0, state: Child.State())))
    }
    #expect(
      issues == [
        RecordedIssue(
          message: """
            A "forEach" at "\(#fileID):\(Stack.operatorLine)" received a "push" action for an \
            element it already contains.

              ID:
                #0
              Path IDs:
                [#0]
            """,
          line: Stack.operatorLine
        )
      ]
    )
    #expect(store.withState(\.path.ids) == [0])
  }

  @Test func stackPushBeyondTheNextGeneration() async {
    let store = self.makeStack()
    let issues = await knownIssues {
      store.send(.path(.push(id: 1, state: Child.State())))
    }
    #expect(
      issues == [
        RecordedIssue(
          message: """
            A "forEach" at "\(#fileID):\(Stack.operatorLine)" received a "push" action with an \
            unexpected generational ID.

              Received ID:
                #1
              Expected ID:
                #0
            """,
          line: Stack.operatorLine
        )
      ]
    )
    // The push still happens.
    #expect(store.withState(\.path.ids) == [1])
  }

  @Test func stackPushOfTheNextGenerationIsNoIssue() {
    let store = self.makeStack()
    store.send(.path(.push(id: 0, state: Child.State())))
    store.send(.path(.push(id: 1, state: Child.State())))
    #expect(store.withState(\.path.ids) == [0, 1])
  }

  struct Dismisser: Reducer {
    @Dependency(\.dismiss) var dismiss
    static let dismissLine = #line + 4
    var body: some Reducer<Int, Void> {
      Reduce { _, _ in
        .run { _ in
          await self.dismiss()
        }
      }
    }
  }

  @Test func dismissOutsideOfAPresentation() async {
    let issues = await knownIssues {
      let store = Store(initialState: 0) { Dismisser() }
      await store.send(()).finish()
    }
    #expect(
      issues == [
        RecordedIssue(
          message: """
            A reducer requested dismissal at "\(#fileID):\(Dismisser.dismissLine)", but couldn't \
            be dismissed.

            This is generally considered an application logic error, and can happen when a \
            reducer assumes it runs in a presentation context. If a reducer can run at both the \
            root level of an application, as well as in a presentation destination, use \
            @Dependency(\\.isPresented) to determine if the reducer is being presented before \
            calling @Dependency(\\.dismiss).
            """,
          line: Dismisser.dismissLine
        )
      ]
    )
  }
}
