import ConcurrencyExtras
import SwiftNavigation
import Testing

@MainActor
@Suite(.serialized, .mainSerialExecutor, .timeLimit(.minutes(1)))
struct ObserveTests {
  @Test func runsAtOnceThenAfterEachChangeToWhatItRead() async {
    let model = CounterModel()
    let (counts, continuation) = AsyncStream.makeStream(of: Int.self)
    var iterator = counts.makeAsyncIterator()
    let token = observe { continuation.yield(model.count) }
    // The first call is synchronous.
    #expect(await iterator.next() == 0)

    model.count += 1
    model.count += 1
    // Both changes are seen by one call.
    #expect(await iterator.next() == 2)

    // A change to state it did not read does not call it.
    model.other += 1
    model.count += 1
    #expect(await iterator.next() == 3)
    _ = token
  }

  @Test func theFirstCallIsSynchronous() {
    let model = CounterModel()
    let calls = LockIsolated(0)
    let token = observe { _ = model.count; calls.withValue { $0 += 1 } }
    #expect(calls.value == 1)
    token.cancel()
  }

  @Test func cancellingTheTokenEndsObservation() async {
    let model = CounterModel()
    let (counts, continuation) = AsyncStream.makeStream(of: Int.self)
    var iterator = counts.makeAsyncIterator()
    let token = observe { continuation.yield(model.count) }
    #expect(await iterator.next() == 0)
    #expect(!token.isCancelled)
    token.cancel()
    #expect(token.isCancelled)
    model.count += 1
    await Task.megaYield()
    continuation.yield(-1)
    #expect(await iterator.next() == -1)
  }

  @Test func releasingTheTokenEndsObservation() async {
    let model = CounterModel()
    let (counts, continuation) = AsyncStream.makeStream(of: Int.self)
    var iterator = counts.makeAsyncIterator()
    var tokens: Set<ObserveToken> = []
    observe { continuation.yield(model.count) }.store(in: &tokens)
    #expect(await iterator.next() == 0)
    tokens.removeAll()
    model.count += 1
    await Task.megaYield()
    continuation.yield(-1)
    #expect(await iterator.next() == -1)
  }

  @Test func tokensRunTheirCancellationOnce() {
    let cancellations = LockIsolated(0)
    var tokens: [ObserveToken] = []
    ObserveToken { cancellations.withValue { $0 += 1 } }.store(in: &tokens)
    tokens[0].cancel()
    tokens[0].cancel()
    #expect(cancellations.value == 1)
    tokens.removeAll()
    #expect(cancellations.value == 1)
    _ = ObserveToken { cancellations.withValue { $0 += 1 } }
    #expect(cancellations.value == 2)
  }

  @Test func runsOnTheMainActorWhenCalledFromIt() async {
    let model = CounterModel()
    let (isolations, continuation) = AsyncStream.makeStream(of: Bool.self)
    var iterator = isolations.makeAsyncIterator()
    let token = observe {
      _ = model.count
      MainActor.assertIsolated()
      continuation.yield(true)
    }
    #expect(await iterator.next() == true)
    model.count += 1
    #expect(await iterator.next() == true)
    token.cancel()
  }

  @Test func runsOnTheActorItIsCalledFrom() async {
    let model = CounterModel()
    let observer = Observer()
    let (counts, continuation) = AsyncStream.makeStream(of: Int.self)
    var iterator = counts.makeAsyncIterator()
    await observer.start(model: model, continuation: continuation)
    #expect(await iterator.next() == 0)
    model.count = 42
    #expect(await iterator.next() == 42)
    #expect(await observer.calls == 2)
    await observer.stop()
  }

  @Test func runsANonisolatedClosureAgainOnTheMainActor() async {
    let model = CounterModel()
    let (counts, continuation) = AsyncStream.makeStream(of: Int.self)
    var iterator = counts.makeAsyncIterator()
    let token = observeNonisolated(model: model, continuation: continuation)
    #expect(await iterator.next() == 0)
    await Task.detached { model.count = 7 }.value
    #expect(await iterator.next() == 7)
    token.cancel()
  }
}

private nonisolated func observeNonisolated(
  model: CounterModel,
  continuation: AsyncStream<Int>.Continuation
) -> ObserveToken {
  observe { continuation.yield(model.count) }
}

private actor Observer {
  var calls = 0
  var token: ObserveToken?

  func start(model: CounterModel, continuation: AsyncStream<Int>.Continuation) {
    self.token = observe {
      // Isolated to the actor: its state is used without `await`.
      self.calls += 1
      continuation.yield(model.count)
    }
  }

  func stop() {
    self.token?.cancel()
  }
}
