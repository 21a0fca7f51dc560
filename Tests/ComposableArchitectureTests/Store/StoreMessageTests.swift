import ComposableArchitecture
import Testing

/// The runtime warnings of the store and its effects read as TCA 1.25's.
@MainActor
@Suite(.serialized, .mainSerialExecutor, .timeLimit(.minutes(1)))
struct StoreMessageTests {
  @CasePathable
  enum Action: Equatable {
    case first
    case second
    case tap
    case response
  }

  /// Holds the store a reducer sends to, as a view that sends while the store is busy would.
  final class StoreBox: @unchecked Sendable {
    var store: Store<Int, Action>?
  }

  @Test func reentrantSend() async {
    let box = StoreBox()
    let issues = await knownIssues {
      let store = Store(initialState: 0) {
        Reduce<Int, Action> { state, action in
          state += 1
          if action == .first {
            MainActor.assumeIsolated { _ = box.store?.send(.second) }
          }
          return .none
        }
      }
      box.store = store
      store.send(.first)
      // The reentrant action is still processed, after the one being processed.
      #expect(store.withState { $0 } == 2)
      box.store = nil
    }
    #expect(
      messages(issues) == [
        """
        Sent 'StoreMessageTests.Action.second' while an action was being processed.

        Reentrant actions are undefined and will be a precondition failure in a future version \
        of the library.
        """
      ]
    )
  }

  @Test func actionsOfEffectsAndSendEffectsAreNotReentrant() async {
    let store = Store(initialState: 0) {
      Reduce<Int, Action> { state, action in
        state += 1
        switch action {
        case .first: return .send(.second)
        case .tap: return .run { send in await send(.response) }
        case .second, .response: return .none
        }
      }
    }
    store.send(.first)
    await store.send(.tap).finish()
    #expect(store.withState { $0 } == 4)
  }

  @Test func sendFromACompletedEffect() async {
    let escaped = LockIsolated<Send<Action>?>(nil)
    let issues = await knownIssues {
      let store = Store(initialState: 0) {
        Reduce<Int, Action> { state, action in
          state += 1
          guard action == .tap else { return .none }
          return .run { send in escaped.setValue(send) }
        }
      }
      await store.send(.tap).finish()
      escaped.value?(.response)
      // The action is still sent.
      #expect(store.withState { $0 } == 2)
    }
    #expect(
      messages(issues) == [
        """
        An action was sent from a completed effect.

          Action:
            StoreMessageTests.Action.response

          Effect returned from:
            StoreMessageTests.Action.tap

        Avoid sending actions using the 'send' argument from 'Effect.run' after the effect has \
        completed. This can happen if you escape the 'send' argument in an unstructured context.

        To fix this, make sure that your 'run' closure does not return until you're done calling \
        'send'.
        """
      ]
    )
  }

  @Test func sendFromACompletedEffectOfATestStoreNamesTheFeatureActions() async {
    let escaped = LockIsolated<Send<Action>?>(nil)
    let issues = await knownIssues {
      let store = TestStore(initialState: 0) {
        Reduce<Int, Action> { state, action in
          guard action == .tap else { return .none }
          return .run { send in escaped.setValue(send) }
        }
      }
      await store.send(.tap)
      escaped.value?(.response)
      await store.receive(.response)
    }
    #expect(
      messages(issues).map { $0.split(separator: "\n\n").prefix(3).joined(separator: "\n\n") }
        == [
          """
          An action was sent from a completed effect.

            Action:
              StoreMessageTests.Action.response

            Effect returned from:
              StoreMessageTests.Action.tap
          """
        ]
    )
  }

  struct Feature: Reducer {
    struct State: Equatable, Identifiable {
      var id: Int { 0 }
      var child: Feature.State? { nil }
      var rows: IdentifiedArrayOf<Row> = []
    }
    struct Row: Equatable, Identifiable {
      let id: Int
    }
    @CasePathable
    enum Action: Equatable {
      case child(Never)
      case rows(IdentifiedAction<Int, Never>)
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @available(*, deprecated)
  @Test func scopingFromAnUncachedStore() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    let uncached = store.scope(state: { $0 }, action: { $0 })
    let line = #line + 2
    let issues = await knownIssues {
      _ = uncached.scope(state: \.rows, action: \.rows)
    }
    #expect(
      issues == [
        RecordedIssue(
          message: """
            Scoping from uncached 'StoreOf<StoreMessageTests.Feature>' is not compatible with \
            observation.

            This can happen for one of two reasons:

            1. A parent view scopes on a store using transform functions, which has been \
            deprecated, instead of with key paths and case paths. Read the migration guide for \
            1.5 to update these scopes: \
            https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5

            2.\u{00A0}A parent feature is using deprecated navigation APIs, such as 'IfLetStore', \
            'SwitchStore', 'ForEachStore', or any navigation view modifiers taking stores \
            instead of bindings. Read the migration guide for 1.7 to update those APIs: \
            https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7
            """,
          line: line
        )
      ]
    )
    let optionalIssues = await knownIssues {
      _ = uncached.scope(state: \.child, action: \.child)
    }
    #expect(
      messages(optionalIssues).map { $0.prefix { $0 != "\n" } } == [
        "Scoping from uncached 'StoreOf<StoreMessageTests.Feature>' is not compatible with "
          + "observation."
      ]
    )
    // Stores scoped with key paths from a cached store report nothing.
    _ = store.scope(state: \.rows, action: \.rows)
    _ = store.scope(state: \.child, action: \.child)
  }

  @Test func storeNames() {
    let optional = Store<Feature.State?, Feature.Action>(initialState: nil) { EmptyReducer() }
    #expect(optional.debugDescription == "StoreOf<StoreMessageTests.Feature?>")
    let identified = Store<
      IdentifiedArrayOf<Feature.State>, IdentifiedAction<Int, Feature.Action>
    >(initialState: IdentifiedArrayOf<Feature.State>()) { EmptyReducer() }
    #expect(identified.debugDescription == "IdentifiedStoreOf<StoreMessageTests.Feature>")
    let presentation = Store<
      PresentationState<Feature.State>, PresentationAction<Feature.Action>
    >(initialState: PresentationState(wrappedValue: nil)) { EmptyReducer() }
    #expect(presentation.debugDescription == "PresentationStoreOf<StoreMessageTests.Feature>")
    let stack = Store<
      StackState<Feature.State>, StackAction<Feature.State, Feature.Action>
    >(initialState: StackState()) { EmptyReducer() }
    #expect(stack.debugDescription == "StackStoreOf<StoreMessageTests.Feature>")
    let other = Store<[Int], Action>(initialState: [Int]()) { EmptyReducer() }
    #expect(other.debugDescription == "Store<[Int], StoreMessageTests.Action>")
  }
}
