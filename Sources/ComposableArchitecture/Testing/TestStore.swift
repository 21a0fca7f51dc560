/// A testable runtime for a feature: send it actions, assert how state changes, and assert every
/// action its effects feed back into the system.
///
/// <!-- snippet: group doc-counter -->
/// ```swift
/// @MainActor
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
/// The trailing closure of ``send(_:assert:fileID:file:line:column:)-(Action,_,_,_,_,_)`` and
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
  /// `finish(timeout:)` wait before failing. One second by default.
  public var timeout: Duration = .seconds(1)

  /// Whether all tasks run serially on the main thread, which makes effects deterministic.
  ///
  /// A test store turns it on when it is created, so tests need no setup of their own. The setting
  /// is process-wide: under Swift Testing, whose suites run in parallel, test stores leave it on
  /// (putting back an earlier value would pull it from under the test stores of other suites);
  /// under XCTest, each test store puts back the value it found when it goes away, as upstream's
  /// do. Switching it off affects every test running at the time.
  public var useMainSerialExecutor: Bool {
    get { uncheckedUseMainSerialExecutor }
    set { uncheckedUseMainSerialExecutor = newValue }
  }

  /// The state as the test has asserted it so far: after the last `send`, or the last received
  /// action handled with `receive`.
  public var state: State {
    self.assertedState
  }

  /// Whether the feature dismissed itself with `@Dependency(\.dismiss)` at the root of the test
  /// store. A dismissed test store has cancelled its effects and accepts no more actions.
  ///
  /// ```swift
  /// await store.send(.closeButtonTapped)
  /// #expect(store.isDismissed)
  /// ```
  public var isDismissed: Bool {
    self.recording.isDismissed
  }

  let core: RootCore<State, TestAction<Action>>
  let recording: TestRecording<State, Action>
  var assertedState: State
  let sharedChangeTracker = _SharedChangeTracker()
  /// Where the test store was created: what the test left unasserted at its end is reported
  /// there.
  let location: SourceLocation
  /// The main serial executor setting the store puts back when it goes away; `nil` under Swift
  /// Testing, where it leaves the executor on.
  private let mainSerialExecutorSettingFound: Bool?

  /// Creates a test store from an initial state and the feature's reducer.
  ///
  /// - Parameters:
  ///   - initialState: The state the feature starts in; its type can be left to the reducer
  ///     (`TestStore(initialState: .init()) { Feature() }`).
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Overrides dependencies for the reducer and every effect.
  ///   - fileID: The file ID of the call, where failures are reported.
  ///   - filePath: The file path of the call, where failures are reported.
  ///   - line: The line of the call, where failures are reported.
  ///   - column: The column of the call, where failures are reported.
  public init<R: Reducer>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where R.State == State, R.Action == Action {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    TestSupportCheck.run(at: location)
    let recording = TestRecording<State, Action>()
    let dependencies = Dependencies.withDependencies {
      // At the root of a test store, dismissal ends the store, as it ends a presented feature.
      $0.dismiss = DismissEffect { [weak recording] in recording?.dismiss() }
      prepareDependencies(&$0)
    } operation: {
      var dependencies = DependencyValues._current
      RootStoreID.giveNamespace(to: &dependencies)
      return dependencies
    }
    let (state, reducer) = DependencyValues.$_current.withValue(dependencies) {
      (initialState(), reducer()._resolvedReducer())
    }
    recording.dependencies = dependencies
    let core = RootCore(
      initialState: state,
      reducer: TestReducer(base: reducer, recording: recording),
      dependencies: dependencies
    )
    recording.effects = core.effects
    self.recording = recording
    self.assertedState = state
    self.core = core
    self.location = location
    self.mainSerialExecutorSettingFound = MainSerialExecutorSetting.turnOnForTestStore()
  }

  // Not `isolated`: an isolated deinit runs without the test's task-local values, and Swift
  // Testing finds the current test through them, so its issues would be lost. The test store is
  // released on the main actor, by the test that owns it.
  deinit {
    reportUnassertedWork(
      self.recording,
      sharedChangeTracker: self.sharedChangeTracker,
      exhaustivity: self.exhaustivity,
      at: self.location
    )
    if let setting = self.mainSerialExecutorSettingFound {
      uncheckedUseMainSerialExecutor = setting
    }
  }
}

/// A convenience for naming the test store of a feature: `TestStoreOf<CounterFeature>`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
