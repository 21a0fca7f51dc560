import Dependencies
import Foundation
import Sharing
import Testing

/// A shared value created on one thread while a dependency that creates and changes the same key
/// is being built on another (swift-sharing's `lockingOrderWithDependencies`): no deadlock, and
/// the value seen is the one the dependency's initialiser left.
@Suite struct SharedLockingOrderTests {
  /// Signals between the two threads; `wait` gives up after 10 s so that a deadlock fails the
  /// test instead of hanging it.
  private final class Signals: Sendable {
    let defaultStarted = DispatchSemaphore(value: 0)
    let dependencyShared = DispatchSemaphore(value: 0)
    let defaultComputed = DispatchSemaphore(value: 0)
    let valueRead = DispatchSemaphore(value: 0)

    static let current = Signals()
  }

  private struct Counting: TestDependencyKey {
    @Shared(.inMemory("lockingOrder.count")) var count = 0
    init() {
      // Holding the dependency cache's lock: the other thread computes its default meanwhile.
      Signals.current.dependencyShared.signal()
      _ = Signals.current.defaultComputed.wait(timeout: .now() + 10)
      // The other thread must not be able to read the value before this initialiser ends: give
      // it half a second to (wrongly) do so, which the check below then catches.
      _ = Signals.current.valueRead.wait(timeout: .now() + 0.5)
      $count.withLock { $0 += 1 }
    }
    static var testValue: Counting { Counting() }
  }

  @Test func sharedValueMadeWhileADependencyIsBuiltSeesItsChange() async {
    let signals = Signals.current
    let seen = LockIsolated<Int?>(nil)
    let finished = DispatchSemaphore(value: 0)
    Thread {
      let key: some SharedKey<Int> = .inMemory("lockingOrder.count")
      let count = Shared(
        wrappedValue: {
          // No storage for the key yet: the dependency may start building now.
          signals.defaultStarted.signal()
          _ = signals.dependencyShared.wait(timeout: .now() + 10)
          signals.defaultComputed.signal()
          return 2
        }(),
        key
      )
      seen.setValue(count.wrappedValue)
      signals.valueRead.signal()
      finished.signal()
    }.start()
    Thread {
      _ = signals.defaultStarted.wait(timeout: .now() + 10)
      @Dependency(Counting.self) var counting
      _ = counting.count
      finished.signal()
    }.start()
    #expect(finished.wait(timeout: .now() + 10) == .success)
    #expect(finished.wait(timeout: .now() + 10) == .success)
    #expect(seen.value == 1)
  }
}
