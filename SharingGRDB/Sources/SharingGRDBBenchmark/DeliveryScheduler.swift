import Dispatch
import Synchronization
import SharingGRDB

/// Delivers an observation's values on a queue of its own and signals each delivery, so that the
/// benchmark waits for exactly the delivery it caused, with no polling. Sharing and raw GRDB use
/// the same one, so the two figures differ only by what lies between GRDB and the reader.
final class DeliveryScheduler: ValueObservationScheduler, Hashable {
  private let queue = DispatchQueue(label: "DeliveryScheduler")
  private let delivered = DispatchSemaphore(value: 0)

  func immediateInitialValue() -> Bool { false }

  func schedule(_ action: @escaping @Sendable () -> Void) {
    self.queue.async {
      action()
      self.delivered.signal()
    }
  }

  /// Blocks until the next delivery has run.
  func waitForDelivery() {
    self.delivered.wait()
  }

  static func == (lhs: DeliveryScheduler, rhs: DeliveryScheduler) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The raw counterpart of a reader's creation: the observation's first value fetched and delivered
/// at once, on the thread that starts it (GRDB's `.immediate` requires the main thread).
struct ImmediateOffMainScheduler: ValueObservationScheduler {
  func immediateInitialValue() -> Bool { true }
  func schedule(_ action: @escaping @Sendable () -> Void) { DispatchQueue.global().async(execute: action) }
}

extension ValueObservationScheduler where Self == ImmediateOffMainScheduler {
  static var immediateOffMain: Self { ImmediateOffMainScheduler() }
}

/// The raw observer's last value, written on the scheduler's queue and read by the benchmark.
final class LockedScore: Sendable {
  private let score = Mutex(-1)
  var value: Int { self.score.withLock { $0 } }
  @Sendable func set(_ value: Int) { self.score.withLock { $0 = value } }
}
