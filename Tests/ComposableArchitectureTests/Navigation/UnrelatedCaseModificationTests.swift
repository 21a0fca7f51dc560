import ComposableArchitecture
import Testing

@CasePathable
private enum IntOrText: Equatable {
  case int(Int)
  case text(String)
}

@MainActor
struct UnrelatedCaseModificationTests {
  @Test func presentationStateModifiesOnlyThePresentedCase() async {
    var state = PresentationState<IntOrText>(wrappedValue: .int(1))
    state[case: \.int]? += 1
    #expect(state.wrappedValue == .int(2))

    let issues = await knownIssues {
      state[case: \.text] = "Blob"
    }
    #expect(messages(issues) == [#"Can't modify unrelated case "int""#])
    #expect(state.wrappedValue == .int(2))

    state[case: \.int] = nil
    #expect(state.wrappedValue == nil)
    let issuesWhenAbsent = await knownIssues {
      state[case: \.int] = 1
    }
    #expect(messages(issuesWhenAbsent) == ["Can't modify unrelated case"])
  }

  @Test func stackStateModifiesOnlyTheElementsCase() async {
    var path = withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      StackState<IntOrText>([.int(1)])
    }
    path[id: 0, case: \.int]? += 1
    #expect(path[id: 0] == .int(2))

    let issues = await knownIssues {
      path[id: 0, case: \.text] = "Blob"
    }
    #expect(messages(issues) == [#"Can't modify unrelated case "int""#])
    #expect(path[id: 0] == .int(2))
  }
}
