import ComposableArchitecture
import Testing

/// Synchronous effects (`.send`, and merges and concatenations of them) deliver their actions
/// before `send` returns, in order, before anything an asynchronous effect sends later.
@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct SynchronousEffectTests {
  struct Logger: Reducer {
    struct State: Equatable { var log: [String] = [] }
    @CasePathable
    enum Action: Equatable {
      case cancelConcatenation
      case cancellableSends
      case cancelInFlightBySend
      case child(Child.Action)
      case concatenatedSends
      case laterMixedPart
      case mixedConcatenation
      case mixedConcatenationThenCancel
      case record(String)
      case runSendingTwo
      case startSlow
      case trailingSendAfterRun
    }
    enum CancelID { case slow, concatenation }
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Scope(state: \.self, action: \.child) {
        Child()
      }
      Reduce { state, action in
        switch action {
        case .cancelConcatenation:
          return .cancel(id: CancelID.concatenation)
        case .cancellableSends:
          return .concatenate(.send(.record("a")), .send(.record("b")))
            .cancellable(id: CancelID.concatenation)
        case .cancelInFlightBySend:
          return .send(.record("replacement"))
            .cancellable(id: CancelID.slow, cancelInFlight: true)
        case .child:
          return .none
        case .concatenatedSends:
          return .concatenate(
            .send(.record("a")),
            .concatenate(.send(.record("b")), .merge(.send(.record("c")), .send(.record("d")))),
            .none,
            .send(.record("e"))
          )
        case .laterMixedPart:
          return .concatenate(
            .run { send in await send(.record("first")) },
            .merge(
              .send(.record("m1")),
              .run { send in await send(.record("m3")) },
              .send(.record("m2"))
            )
          )
        case .mixedConcatenation:
          return .concatenate(
            .send(.record("a")),
            .run { send in
              try await self.clock.sleep(for: .seconds(1))
              await send(.record("b"))
            },
            .send(.record("c")),
            .send(.record("d"))
          )
        case .mixedConcatenationThenCancel:
          return .concatenate(
            .run { _ in try await self.clock.sleep(for: .seconds(1)) },
            .send(.record("after"))
          )
          .cancellable(id: CancelID.concatenation)
        case let .record(entry):
          state.log.append(entry)
          switch entry {
          case "b1": return .concatenate(.send(.record("b2")), .send(.record("b3")))
          case "c1": return .concatenate(.send(.record("c2")), .send(.record("c3")))
          default: return .none
          }
        case .runSendingTwo:
          return .run { send in
            await send(.record("b1"))
            await send(.record("c1"))
          }
        case .startSlow:
          return .run { send in
            try await self.clock.sleep(for: .seconds(1))
            await send(.record("slow"))
          }
          .cancellable(id: CancelID.slow)
        case .trailingSendAfterRun:
          return .concatenate(
            .run { send in await send(.record("run")) },
            .send(.record("x1")),
            .send(.record("x2"))
          )
        }
      }
    }
  }

  /// A child whose synchronous effects are mapped into the parent's actions.
  struct Child: Reducer {
    typealias State = Logger.State
    @CasePathable
    enum Action: Equatable { case tapped, first, second }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .tapped:
        return .concatenate(.send(.first), .send(.second)).map { $0 }
      case .first:
        state.log.append("child first")
        return .none
      case .second:
        state.log.append("child second")
        return .none
      }
    }
  }

  func makeStore(clock: TestClock<Duration> = TestClock()) -> StoreOf<Logger> {
    Store(initialState: Logger.State()) {
      Logger()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func actionsSentByASendersEffectsComeBeforeItsNextAction() async {
    let store = TestStore(initialState: Logger.State()) { Logger() }
    await store.send(.runSendingTwo)
    await store.receive(.record("b1")) { $0.log = ["b1"] }
    await store.receive(.record("b2")) { $0.log = ["b1", "b2"] }
    await store.receive(.record("b3")) { $0.log = ["b1", "b2", "b3"] }
    await store.receive(.record("c1")) { $0.log = ["b1", "b2", "b3", "c1"] }
    await store.receive(.record("c2")) { $0.log = ["b1", "b2", "b3", "c1", "c2"] }
    await store.receive(.record("c3")) { $0.log = ["b1", "b2", "b3", "c1", "c2", "c3"] }
  }

  @Test func aLiveStoreProcessesThemInTheSameOrder() async {
    let store = self.makeStore()
    await store.send(.runSendingTwo).finish()
    #expect(store.withState(\.log) == ["b1", "b2", "b3", "c1", "c2", "c3"])
  }

  @Test func synchronousConcatenationsAndMergesAreDeliveredBeforeSendReturns() {
    let store = self.makeStore()
    store.send(.concatenatedSends)
    #expect(store.withState(\.log) == ["a", "b", "c", "d", "e"])
  }

  @Test func aTestStoreReceivesSynchronousConcatenationsInOrder() async {
    let store = TestStore(initialState: Logger.State()) { Logger() }
    await store.send(.concatenatedSends)
    await store.receive(.record("a")) { $0.log = ["a"] }
    await store.receive(.record("b")) { $0.log = ["a", "b"] }
    await store.receive(.record("c")) { $0.log = ["a", "b", "c"] }
    await store.receive(.record("d")) { $0.log = ["a", "b", "c", "d"] }
    await store.receive(.record("e")) { $0.log = ["a", "b", "c", "d", "e"] }
  }

  @Test func aMixedConcatenationKeepsItsOrder() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    let task = store.send(.mixedConcatenation)
    #expect(store.withState(\.log) == ["a"])
    await clock.advance(by: .seconds(1))
    await task.finish()
    #expect(store.withState(\.log) == ["a", "b", "c", "d"])
  }

  @Test func sendsAfterARunComeTogetherBeforeLaterActions() async {
    let store = TestStore(initialState: Logger.State()) { Logger() }
    await store.send(.trailingSendAfterRun)
    await store.receive(.record("run")) { $0.log = ["run"] }
    await store.receive(.record("x1")) { $0.log = ["run", "x1"] }
    await store.receive(.record("x2")) { $0.log = ["run", "x1", "x2"] }
  }

  @Test func aLaterPartStartsLikeAnEffectJustReturned() async {
    let store = TestStore(initialState: Logger.State()) { Logger() }
    await store.send(.laterMixedPart)
    await store.receive(.record("first")) { $0.log = ["first"] }
    await store.receive(.record("m1")) { $0.log = ["first", "m1"] }
    await store.receive(.record("m2")) { $0.log = ["first", "m1", "m2"] }
    await store.receive(.record("m3")) { $0.log = ["first", "m1", "m2", "m3"] }
  }

  @Test func childEffectsMappedToTheParentAreDeliveredBeforeSendReturns() {
    let store = self.makeStore()
    store.send(.child(.tapped))
    #expect(store.withState(\.log) == ["child first", "child second"])
  }

  @Test func aChildStoreGetsItsSynchronousEffectsDeliveredBeforeSendReturns() {
    let store = self.makeStore()
    let childStore = store.scope(state: \.self, action: \.child)
    childStore.send(.tapped)
    #expect(childStore.withState(\.log) == ["child first", "child second"])
  }

  @Test func cancellableSynchronousEffectsAreDelivered() {
    let store = self.makeStore()
    store.send(.cancellableSends)
    #expect(store.withState(\.log) == ["a", "b"])
  }

  @Test func aSynchronousEffectCancelsInFlightEffectsWithItsID() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    let slow = store.send(.startSlow)
    store.send(.cancelInFlightBySend)
    #expect(store.withState(\.log) == ["replacement"])
    await clock.advance(by: .seconds(1))
    await slow.finish()
    #expect(store.withState(\.log) == ["replacement"])
  }

  @Test func aCancelledConcatenationDeliversNothingAfterwards() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    let task = store.send(.mixedConcatenationThenCancel)
    store.send(.cancelConcatenation)
    await clock.advance(by: .seconds(1))
    await task.finish()
    #expect(store.withState(\.log) == [])
  }
}
