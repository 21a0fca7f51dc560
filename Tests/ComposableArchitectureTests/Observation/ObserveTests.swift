import ComposableArchitecture
import Testing

@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct ObserveTests {
  @Reducer
  struct Feature {
    @ObservableState
    struct State: Equatable {
      var count = 0
      var other = 0
    }
    enum Action: Equatable { case increment, incrementOther }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment: state.count += 1
        case .incrementOther: state.other += 1
        }
        return .none
      }
    }
  }

  @Test func observesWhatItReadsUntilCancelled() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    let (counts, continuation) = AsyncStream.makeStream(of: Int.self)
    var iterator = counts.makeAsyncIterator()
    let token = SwiftNavigation.observe { continuation.yield(store.count) }
    #expect(await iterator.next() == 0)

    store.send(.increment)
    store.send(.increment)
    // Both changes are seen by one call.
    #expect(await iterator.next() == 2)

    store.send(.incrementOther)
    store.send(.increment)
    #expect(await iterator.next() == 3)

    token.cancel()
    store.send(.increment)
    await Task.megaYield()
    continuation.yield(-1)
    #expect(await iterator.next() == -1)
  }

  @Test func releasingTheTokenEndsObservation() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    let (counts, continuation) = AsyncStream.makeStream(of: Int.self)
    var iterator = counts.makeAsyncIterator()
    var tokens: Set<ObserveToken> = []
    SwiftNavigation.observe { continuation.yield(store.count) }.store(in: &tokens)
    #expect(await iterator.next() == 0)
    tokens.removeAll()
    store.send(.increment)
    await Task.megaYield()
    continuation.yield(-1)
    #expect(await iterator.next() == -1)
  }
}
