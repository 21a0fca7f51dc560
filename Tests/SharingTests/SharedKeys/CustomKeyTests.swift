import ComposableArchitecture
import Foundation
import Testing

/// A key whose loads and saves complete when the test says, like a remote source.
final class RemoteKey: SharedKey, @unchecked Sendable {
  let name: String
  let pendingLoads = LockIsolated<[LoadContinuation<Int>]>([])
  let pendingSaves = LockIsolated<[(Int, SaveContinuation)]>([])
  let subscriber = LockIsolated<SharedSubscriber<Int>?>(nil)
  let cancellations = LockIsolated(0)

  init(name: String) { self.name = name }

  var id: String { self.name }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    self.pendingLoads.withValue { $0.append(continuation) }
  }

  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    self.subscriber.setValue(subscriber)
    return SharedSubscription { self.cancellations.withValue { $0 += 1 } }
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    self.pendingSaves.withValue { $0.append((value, continuation)) }
  }

  func completeLoad(_ result: Result<Int?, any Error>) {
    let continuation = self.pendingLoads.withValue { $0.removeFirst() }
    continuation.resume(with: result)
  }
}

struct RemoteError: Error, Equatable {}

@Suite struct CustomKeyTests {
  @Test func loadingAndLoadErrors() throws {
    let key = RemoteKey(name: "loading-\(UUID())")
    let value = Shared(wrappedValue: 1, key)
    #expect(value.isLoading)
    #expect(value.wrappedValue == 1)
    key.completeLoad(.success(10))
    #expect(!value.isLoading)
    #expect(value.wrappedValue == 10)
    key.subscriber.value?.yield(20)
    #expect(value.wrappedValue == 20)
    key.subscriber.value?.yield(throwing: RemoteError())
    #expect(value.loadError is RemoteError)
    #expect(value.wrappedValue == 20)
    key.subscriber.value?.yieldReturningInitialValue()
    #expect(value.loadError == nil)
    #expect(value.wrappedValue == 1)
    key.subscriber.value?.yieldLoading()
    #expect(value.isLoading)
  }

  @Test func savesAndSaveErrors() throws {
    let key = RemoteKey(name: "saving-\(UUID())")
    let value = Shared(wrappedValue: 1, key)
    key.completeLoad(.success(nil))
    value.withLock { $0 = 2 }
    let (saved, continuation) = try #require(key.pendingSaves.value.first)
    #expect(saved == 2)
    continuation.resume(throwing: RemoteError())
    #expect(value.saveError is RemoteError)
    value.withLock { $0 = 3 }
    key.pendingSaves.value.last?.1.resume()
    #expect(value.saveError == nil)
  }

  @Test func explicitLoad() async throws {
    let key = RemoteKey(name: "explicit-\(UUID())")
    let value = Shared(wrappedValue: 1, key)
    key.completeLoad(.success(nil))
    let load = Task { try await value.load() }
    while key.pendingLoads.value.isEmpty { await Task.yield() }
    key.completeLoad(.success(5))
    try await load.value
    #expect(value.wrappedValue == 5)
  }

  @Test func subscriptionEndsWithTheLastSharedValue() {
    let key = RemoteKey(name: "lifetime-\(UUID())")
    do {
      let value = Shared(wrappedValue: 1, key)
      let other = Shared(wrappedValue: 1, key)
      #expect(key.pendingLoads.value.count == 1)
      key.completeLoad(.success(nil))
      _ = (value, other)
    }
    #expect(key.cancellations.value == 1)
  }

  @Test func subscriptionIsCancelledOnceWhenReleased() {
    let cancellations = LockIsolated(0)
    do {
      _ = SharedSubscription { cancellations.withValue { $0 += 1 } }
    }
    #expect(cancellations.value == 1)
    do {
      let subscription = SharedSubscription { cancellations.withValue { $0 += 1 } }
      let copy = subscription
      subscription.cancel()
      copy.cancel()
    }
    #expect(cancellations.value == 2)
  }

  @Test func successfulSaveClearsTheLoadError() throws {
    let key = RemoteKey(name: "save-clears-\(UUID())")
    let value = Shared(wrappedValue: 1, key)
    key.completeLoad(.failure(RemoteError()))
    #expect(value.loadError is RemoteError)
    value.withLock { $0 = 2 }
    let (_, continuation) = try #require(key.pendingSaves.value.first)
    continuation.resume()
    #expect(value.loadError == nil)
    #expect(value.saveError == nil)
  }

  @Test(.timeLimit(.minutes(1))) func requireLoadsOnce() async throws {
    let key = RemoteKey(name: "require-\(UUID())")
    let task = Task { try await Shared(require: key) }
    while key.pendingLoads.value.isEmpty { await Task.yield() }
    key.completeLoad(.success(5))
    let value = try await task.value
    #expect(value.wrappedValue == 5)
    #expect(!value.isLoading)
    #expect(key.pendingLoads.value.isEmpty)
    #expect(key.subscriber.value != nil)

    let readerKey = RemoteKey(name: "require-reader-\(UUID())")
    let readerTask = Task { try await SharedReader(require: readerKey) }
    while readerKey.pendingLoads.value.isEmpty { await Task.yield() }
    readerKey.completeLoad(.success(6))
    let reader = try await readerTask.value
    #expect(reader.wrappedValue == 6)
    #expect(!reader.isLoading)
    #expect(readerKey.pendingLoads.value.isEmpty)
  }

  @Test func loadContextsAreHashable() {
    let contexts: Set<LoadContext<Int>> = [.userInitiated, .initialValue(1), .initialValue(1)]
    #expect(contexts.count == 2)
    #expect(LoadContext<Int>.initialValue(1) != .initialValue(2))
  }

  @Test func keyDefaultHasItsInitialValue() {
    let key = InMemoryKey<Int>.Default[.inMemory("default-\(UUID())"), default: 3]
    #expect(key.initialValue == 3)
    #expect(
      InMemoryKey<Int>.Default[.inMemory("count"), default: 3].description
        == #"InMemoryKey<Int>.Default[.inMemory("count"), default: 3]"#
    )
  }

  @Test func requireThrowsWhenTheKeyHoldsNothing() async throws {
    await #expect(throws: (any Error).self) {
      _ = try await Shared<Int>(require: .inMemory("missing-\(UUID())"))
    }
  }
}
