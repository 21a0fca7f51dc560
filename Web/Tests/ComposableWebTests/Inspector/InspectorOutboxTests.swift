import ComposableArchitecture
import Foundation
import Testing

@testable import ComposableWeb

/// A payload that notes whether it was dumped (for an action's path) on the main thread.
struct ThreadProbe: Codable, Equatable, CustomDumpStringConvertible {
  static let dumpedOnMainThread = LockIsolated<[Bool]>([])
  var customDumpDescription: String {
    Self.dumpedOnMainThread.withValue { $0.append(Thread.isMainThread) }
    return "probe"
  }
}

@Reducer
struct ProbedCounter {
  @ObservableState
  struct State: Equatable, Codable {
    var count = 0
  }
  enum Action: Equatable, Codable {
    case probed(ThreadProbe)
    case tapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@MainActor
@Suite(.serialized, .timeLimit(.minutes(1)))
struct InspectorOutboxTests {
  @Test func thePagesMessagesAreMadeOffTheMainActorInOrder() {
    let inspector = StoreInspector<ProbedCounter.State, ProbedCounter.Action>(
      feature: ProbedCounter.self)
    let store = Store(initialState: ProbedCounter.State(), inspector: inspector) { ProbedCounter() }
    let received = LockIsolated<[String]>([])
    _ = inspector.connect { message in received.withValue { $0.append(message) } }
    ThreadProbe.dumpedOnMainThread.setValue([])
    store.send(.probed(ThreadProbe()))
    store.send(.tapped)
    // The send only kept the step: its path is made after the flush, on the outbox's queue.
    #expect(ThreadProbe.dumpedOnMainThread.value.isEmpty)
    inspector.flush()
    inspector.outbox.waitUntilSent()
    #expect(ThreadProbe.dumpedOnMainThread.value == [false])
    #expect(
      received.value == [
        #"{"t":"status","jumped":null,"paused":false}"#,
        #"{"t":"history","start":0,"steps":[]}"#,
        #"{"t":"steps","steps":[[1,"probed(probe)",0],[2,"tapped",0]]}"#,
      ])
  }

  @Test func aFullOutboxSendsTheHistoryInsteadAndTheStoreNeverWaits() {
    let inspector = StoreInspector<ProbedCounter.State, ProbedCounter.Action>(
      feature: ProbedCounter.self, capacity: 8)
    let store = Store(initialState: ProbedCounter.State(), inspector: inspector) { ProbedCounter() }
    // A page that takes its first message only when let: the outbox's queue is held meanwhile.
    let entered = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let received = LockIsolated<[String]>([])
    _ = inspector.connect { message in
      if received.value.isEmpty {
        entered.signal()
        release.wait()
      }
      received.withValue { $0.append(message) }
    }
    // The queue is held before the steps come: had it not started yet, it would take the first
    // batch with the page's first message and leave room for the second.
    entered.wait()
    for _ in 1...5 { store.send(.tapped) }
    inspector.flush()
    // Past the limit of 8 waiting summaries: the 5 waiting are dropped for the history.
    for _ in 1...5 { store.send(.tapped) }
    inspector.flush()
    #expect(store.count == 10)
    release.signal()
    inspector.outbox.waitUntilSent()
    #expect(inspector.outbox.maximumQueuedSteps <= 10)
    let tapped = (1...10).map { #"[\#($0),"tapped",0]"# }.joined(separator: ",")
    #expect(
      received.value == [
        #"{"t":"status","jumped":null,"paused":false}"#,
        #"{"t":"history","start":0,"steps":[]}"#,
        #"{"t":"history","start":0,"steps":[\#(tapped)]}"#,
      ])
  }
}

extension InspectorOutboxTests {
  @Test func aNewPagesHistoryDropsNothingTheOtherPagesWaitFor() {
    let inspector = StoreInspector<ProbedCounter.State, ProbedCounter.Action>(
      feature: ProbedCounter.self)
    let store = Store(initialState: ProbedCounter.State(), inspector: inspector) { ProbedCounter() }
    let release = DispatchSemaphore(value: 0)
    let first = LockIsolated<[String]>([])
    _ = inspector.connect { message in
      if first.value.isEmpty { release.wait() }
      first.withValue { $0.append(message) }
    }
    store.send(.tapped)
    // Its step waits for the first page (held) when the second page opens.
    inspector.flush()
    _ = inspector.connect { _ in }
    release.signal()
    inspector.outbox.waitUntilSent()
    #expect(first.value.last == #"{"t":"steps","steps":[[1,"tapped",0]]}"#)
  }
}
