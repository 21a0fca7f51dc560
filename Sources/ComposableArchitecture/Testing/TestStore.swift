/// A testable runtime for a feature: send it actions, assert how state changes, and assert every
/// action its effects feed back into the system.
///
/// ```swift
/// @Test
/// func timer() async {
///   let clock = TestClock()
///   let store = TestStore(initialState: CounterFeature.State()) {
///     CounterFeature()
///   } withDependencies: {
///     $0.continuousClock = clock
///   }
///
///   await store.send(.toggleTimerButtonTapped) {
///     $0.isTimerRunning = true
///   }
///   await clock.advance(by: .seconds(1))
///   await store.receive(\.timerTick) {
///     $0.count = 1
///   }
///   await store.send(.toggleTimerButtonTapped) {
///     $0.isTimerRunning = false
///   }
/// }
/// ```
///
/// The trailing closure of ``send(_:assert:fileID:file:line:column:)`` and
/// `receive(_:timeout:assert:)` gets the state *before* the action;
/// the test mutates it into the state it expects *after*. By default the test store is
/// exhaustive (see ``Exhaustivity``): every state change, every received action and every effect
/// must be accounted for by the end of the test, or the test fails. Failures are reported through
/// IssueReporting, so they surface in both XCTest and Swift Testing.
///
/// Reducers and effects run with the dependencies of a test context: a dependency without a test
/// value fails the test when used. Override dependencies with `withDependencies` or by mutating
/// ``dependencies`` between steps.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// The dependencies reducers and new effects run with.
  ///
  /// ```swift
  /// store.dependencies.numberFact.fetch = { _ in throw SomeError() }
  /// await store.send(.factButtonTapped) { … }
  /// ```
  public var dependencies: DependencyValues {
    get { self.recording.dependencies }
    set { self.recording.dependencies = newValue }
  }

  /// How much the test must assert. Exhaustive (`.on`) by default.
  public var exhaustivity: Exhaustivity = .on

  /// How long `receive(_:timeout:assert:)` and
  /// ``finish(timeout:fileID:file:line:column:)`` wait before failing. One second by default.
  public var timeout: Duration = .seconds(1)

  /// Whether all tasks run serially on the main thread, which makes effects deterministic.
  ///
  /// The test store turns it on for its lifetime and restores the previous value when it goes
  /// away. The setting is process-wide: Swift Testing suites with test stores should be
  /// `.serialized`.
  public var useMainSerialExecutor: Bool {
    get { uncheckedUseMainSerialExecutor }
    set { uncheckedUseMainSerialExecutor = newValue }
  }

  /// The state as the test has asserted it so far: after the last `send`, or the last received
  /// action handled with `receive`.
  public var state: State {
    self.assertedState
  }

  let core: RootCore<State, TestAction<Action>>
  let recording: TestRecording<State, Action>
  var assertedState: State
  let sharedChangeTracker = _SharedChangeTracker()
  private let originalUseMainSerialExecutor: Bool

  /// Creates a test store from an initial state and the feature's reducer.
  ///
  /// - Parameters:
  ///   - initialState: The state the feature starts in.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Overrides dependencies for the reducer and every effect.
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    TestSupportCheck.run(
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    let dependencies = Dependencies.withDependencies(prepareDependencies) {
      var dependencies = DependencyValues._current
      RootStoreID.giveNamespace(to: &dependencies)
      return dependencies
    }
    let (state, reducer) = DependencyValues.$_current.withValue(dependencies) {
      (initialState(), reducer()._resolvedReducer())
    }
    let recording = TestRecording<State, Action>(dependencies: dependencies)
    self.recording = recording
    self.assertedState = state
    self.core = RootCore(
      initialState: state,
      reducer: TestReducer(base: reducer, recording: recording),
      dependencies: dependencies
    )
    self.originalUseMainSerialExecutor = uncheckedUseMainSerialExecutor
    uncheckedUseMainSerialExecutor = true
  }

  // Not `isolated`: an isolated deinit runs without the test's task-local values, and Swift
  // Testing finds the current test through them, so its issues would be lost. The test store is
  // released on the main actor, by the test that owns it.
  deinit {
    reportUnassertedWork(self.recording, exhaustivity: self.exhaustivity)
    uncheckedUseMainSerialExecutor = self.originalUseMainSerialExecutor
  }
}

/// A convenience for naming the test store of a feature: `TestStoreOf<CounterFeature>`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
