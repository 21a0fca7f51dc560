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
      _ = (value, other)
    }
    #expect(key.cancellations.value == 1)
  }

  @Test func requireThrowsWhenTheKeyHoldsNothing() async throws {
    await #expect(throws: (any Error).self) {
      _ = try await Shared<Int>(require: .inMemory("missing-\(UUID())"))
    }
  }
}
