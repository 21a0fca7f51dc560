/// An action as the test store's runtime sees it: sent by the test, or received from an effect,
/// together with the `send` it traces back to, so that failures about effects point at that line.
struct TestAction<Action> {
  enum Origin {
    case send(Action)
    case receive(Action)
  }

  let origin: Origin
  let location: SourceLocation

  var action: Action {
    switch self.origin {
    case let .send(action), let .receive(action): action
    }
  }
}

extension TestAction: CustomDebugStringConvertible {
  /// Messages about the store's actions (a send from a completed effect, say) show the
  /// feature's action, not this wrapper.
  var debugDescription: String {
    debugCaseOutput(self.action)
  }
}

/// An action an effect sent back, with the state right after it was reduced.
struct ReceivedAction<State, Action> {
  let action: Action
  var state: State
  /// The stack element id the reducer would have handed out next, before it ran for the action.
  let nextStackElementID: StackElementID
}

/// An effect the test store has started and that has not ended yet.
struct InFlightEffect<Action> {
  /// The action whose reducer returned the effect.
  let action: Action
  /// The `send` that started the chain of actions leading to the effect.
  let location: SourceLocation
}

/// What the test store has seen happen in its runtime and not yet asserted.
///
/// Only used on the main actor: the store runs its reducer and effect lifetime hooks there, and
/// the test store is main-actor isolated. It is a plain class (not `@MainActor`) because the
/// reducer protocol's `reduce(into:action:)` is nonisolated.
final class TestRecording<State, Action>: @unchecked Sendable {
  /// The dependencies reducers and new effects run with; tests may change them between steps.
  ///
  /// Starts as the current ones, not `DependencyValues()`: outside Apple platforms that
  /// initialiser adds an observer to XCTest's observation center, which takes no lock, and a
  /// test store made while another test first read its dependencies corrupted the heap.
  var dependencies = DependencyValues._current
  /// The effects of the store the test drives, which dismissal cancels.
  var effects: EffectLifetimes?
  /// Whether the feature dismissed itself at the root of the test store.
  private(set) var isDismissed = false
  /// The state right after the reducer ran for the last action the test sent.
  var stateAfterSend: State?
  /// The state right after the reducer ran for the last action, sent or received: the store's
  /// state, for when the test store goes away (and cannot read its store's state any more).
  var latestState: State?
  /// The stack element id the reducer would have handed out next, before it ran for the last
  /// action the test sent.
  var nextStackElementIDBeforeSend: StackElementID?
  /// Actions effects sent back, oldest first.
  var receivedActions: [ReceivedAction<State, Action>] = []
  /// Effects that have started and not ended, by the order they started in.
  var inFlightEffects: [Int: InFlightEffect<Action>] = [:]
  private var nextEffectID = 0

  /// Ends the test store: its effects are cancelled and no longer tracked.
  func dismiss() {
    self.isDismissed = true
    self.inFlightEffects.removeAll()
    self.effects?.cancelAll()
  }

  func makeEffectID() -> Int {
    defer { self.nextEffectID += 1 }
    return self.nextEffectID
  }

  /// In-flight effects in the order they started, for messages.
  var orderedInFlightEffects: [InFlightEffect<Action>] {
    self.inFlightEffects.sorted { $0.key < $1.key }.map(\.value)
  }
}

/// Runs the feature's reducer for the test store: with the test's current dependencies, recording
/// the states and received actions the test will assert, and tracking every effect's lifetime.
struct TestReducer<State, Action>: Reducer {
  let base: any Reducer<State, Action>
  let recording: TestRecording<State, Action>

  func reduce(into state: inout State, action: TestAction<Action>) -> Effect<TestAction<Action>> {
    let recording = self.recording
    let (effect, nextStackElementID) = DependencyValues.$_current.withValue(
      recording.dependencies
    ) {
      // Assertion closures that push onto a stack must get the ids the reducer got.
      let nextStackElementID = DependencyValues._current.stackElementID.peek()
      return (self.base.reduce(into: &state, action: action.action), nextStackElementID)
    }
    recording.latestState = state
    switch action.origin {
    case .send:
      recording.stateAfterSend = state
      recording.nextStackElementIDBeforeSend = nextStackElementID
    case let .receive(received):
      recording.receivedActions.append(
        ReceivedAction(
          action: received, state: state, nextStackElementID: nextStackElementID
        )
      )
    }
    if case .none = effect.operation {
      return .none
    }
    let id = recording.makeEffectID()
    let location = action.location
    let inFlight = UncheckedSendable(InFlightEffect(action: action.action, location: location))
    return
      effect
      .observingLifetime(
        onStart: { recording.inFlightEffects[id] = inFlight.value },
        onFinish: { recording.inFlightEffects[id] = nil }
      )
      .map { TestAction(origin: .receive($0), location: location) }
  }
}
