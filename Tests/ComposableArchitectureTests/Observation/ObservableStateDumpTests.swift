import ComposableArchitecture
import CustomDump
import Testing

/// Dumps and diffs of an `@ObservableState` struct show its declared fields, as in the seeds'
/// test failure messages, and never its storage or registrar.
@Suite struct ObservableStateDumpTests {
  @Test func dump() {
    var output = ""
    customDump(Tutorial.CounterFeature.State(), to: &output)
    #expect(
      output == """
        Tutorial.CounterFeature.State(
          count: 0,
          fact: nil,
          isLoading: false,
          isTimerRunning: false
        )
        """
    )
  }

  @Test func diffReadsLikeTheSeed() {
    var new = Tutorial.CounterFeature.State()
    new.count = 1
    #expect(
      diff(Tutorial.CounterFeature.State(), new) == """
          Tutorial.CounterFeature.State(
        -   count: 0,
        +   count: 1,
            fact: nil,
            isLoading: false,
            isTimerRunning: false
          )
        """
    )
  }

  @Test func nestedStatesAndIgnoredFields() {
    var output = ""
    customDump(
      ParentFeature.State(rows: [RowFeature.State(id: 1, title: "One")], ignored: 7),
      to: &output
    )
    #expect(
      output == """
        ParentFeature.State(
          child: ChildFeature.State(count: 0),
          optionalChild: nil,
          rows: [
            [0]: RowFeature.State(
              id: 1,
              title: "One"
            )
          ],
          numbers: [],
          destination: nil,
          ignored: 7
        )
        """
    )
  }

  @Test func printShowsDeclaredFields() {
    #expect(
      String(describing: ChildFeature.State(count: 3)) == "State(count: 3)"
    )
  }
}
