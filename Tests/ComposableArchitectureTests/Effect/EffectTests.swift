import ComposableArchitecture
import Testing

@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct EffectTests {
  struct Recorder: Reducer {
    struct State: Equatable { var log: [String] = [] }
    @CasePathable
    enum Action: Equatable {
      case merge, concatenate, sendChain, record(String), mapped(Child)
      @CasePathable
      enum Child: Equatable { case value(String) }
    }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .merge:
        return .merge(
          .run { send in
            try await self.clock.sleep(for: .seconds(2))
            await send(.record("slow"))
          },
          .run { send in
            try await self.clock.sleep(for: .seconds(1))
            await send(.record("fast"))
          }
        )
      case .concatenate:
        return .concatenate(
          .run { send in
            try await self.clock.sleep(for: .seconds(2))
            await send(.record("first"))
          },
          .send(.record("second")),
          .run { send in await send(.record("third")) }
        )
      case .sendChain:
        state.log.append("chain")
        return .merge(.send(.record("a")), .send(.record("b")))
      case let .record(entry):
        state.log.append(entry)
        return entry == "a" ? .send(.record("a2")) : .none
      case let .mapped(.value(value)):
        state.log.append("mapped \(value)")
        return .none
      }
    }
  }

  func makeStore(_ clock: TestClock<Duration>) -> StoreOf<Recorder> {
    Store(initialState: Recorder.State()) {
      Recorder()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func mergeRunsConcurrently() async {
    let clock = TestClock()
    let store = self.makeStore(clock)
    let task = store.send(.merge)
    await clock.advance(by: .seconds(1))
    #expect(store.withState(\.log) == ["fast"])
    await clock.advance(by: .seconds(1))
    await task.finish()
    #expect(store.withState(\.log) == ["fast", "slow"])
  }

  @Test func concatenateRunsInOrder() async {
    let clock = TestClock()
    let store = self.makeStore(clock)
    let task = store.send(.concatenate)
    await clock.advance(by: .seconds(1))
    #expect(store.withState(\.log) == [])
    await clock.advance(by: .seconds(1))
    await task.finish()
    #expect(store.withState(\.log) == ["first", "second", "third"])
  }

  @Test func synchronousSendsAreProcessedInOrderBeforeSendReturns() {
    let store = self.makeStore(TestClock())
    store.send(.sendChain)
    #expect(store.withState(\.log) == ["chain", "a", "b", "a2"])
  }

  @Test func mapTransformsActionsOfEveryKind() async {
    let effect = Effect<Recorder.Action.Child>.merge(
      .send(.value("sync")),
      .run { send in await send(.value("async")) }
    )
    .map(Recorder.Action.mapped)
    let store = Store(initialState: Recorder.State()) {
      Reduce<Recorder.State, Recorder.Action> { state, action in
        if case .merge = action { return effect }
        return Recorder().reduce(into: &state, action: action)
      }
    }
    await store.send(.merge).finish()
    #expect(store.withState(\.log) == ["mapped sync", "mapped async"])
  }

  @Test func unhandledErrorIsReportedWithTheSeedsMessage() async {
    struct Failure: Error {}
    let store = Store(initialState: Recorder.State()) {
      Reduce<Recorder.State, Recorder.Action> { _, _ in
        .run { _ in throw Failure() }
      }
    }
    await withKnownIssue {
      await store.send(.merge).finish()
    } matching: { issue in
      issue.description.contains(#"An "Effect.run" returned from "#)
        && issue.description.contains("threw an unhandled error.")
        && issue.description.contains(
          #"All non-cancellation errors must be explicitly handled via the "catch" parameter on "Effect.run", or via a "do" block."#
        )
    }
  }

  @Test func catchHandlerReceivesTheError() async {
    struct Failure: Error {}
    let store = Store(initialState: Recorder.State()) {
      Reduce<Recorder.State, Recorder.Action> { state, action in
        switch action {
        case .merge:
          return .run { _ in throw Failure() } catch: { _, send in
            await send(.record("caught"))
          }
        default:
          return Recorder().reduce(into: &state, action: action)
        }
      }
    }
    await store.send(.merge).finish()
    #expect(store.withState(\.log) == ["caught"])
  }
}
