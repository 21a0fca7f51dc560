import Foundation

#if !canImport(Darwin)
  import Synchronization
#endif

/// Holds back writes to shared values while a recording has states waiting to be encoded.
///
/// A recording (`_record(to:)` in ComposableArchitecture) copies each state on the store's actor
/// and encodes it on a thread of its own, later. A state is a value, but a shared value in it is a
/// reference: encoded after a write, it would show the new value. So a write on the thread that
/// queued the states first waits until the recording has encoded every state queued before it.
/// Only that thread fills the queue, so a write there never waits for a state queued after it,
/// nor, nested in another write, for a state that reads the storage the outer write holds.
///
/// Writes on other threads are not held back (one nested in another could wait for the encoder
/// while holding the lock the encoder needs): a recorded state may show such a write that
/// happened after its step.
///
/// While no recording has a state waiting, a write pays one atomic load.
public enum _SharedWriteBarrier {
  #if canImport(Darwin)
    private static let lock = NSLock()
    nonisolated(unsafe) private static var _waiting = 0
    nonisolated(unsafe) private static var _queuingThread: UInt = 0
    private static var waiting: Int { lock.withLock { _waiting } }
    private static var queuingThread: UInt { lock.withLock { _queuingThread } }
  #else
    private static let _waiting = Atomic<Int>(0)
    private static let _queuingThread = Atomic<UInt>(0)
    private static var waiting: Int { _waiting.load(ordering: .acquiring) }
    private static var queuingThread: UInt { _queuingThread.load(ordering: .acquiring) }
  #endif
  private static let drains = LockedValue<[@Sendable () -> Void]>([])

  /// Adds `drain`, which returns once every state its recording queued is encoded.
  public static func install(_ drain: @escaping @Sendable () -> Void) {
    drains.withValue { $0.append(drain) }
  }

  /// Marks a state queued, on the current thread.
  public static func didQueue() {
    #if canImport(Darwin)
      lock.withLock {
        _waiting += 1
        _queuingThread = currentThread
      }
    #else
      _queuingThread.store(currentThread, ordering: .releasing)
      _waiting.add(1, ordering: .acquiringAndReleasing)
    #endif
  }

  /// Marks `count` queued states encoded (or dropped).
  public static func didEncode(_ count: Int) {
    #if canImport(Darwin)
      lock.withLock { _waiting -= count }
    #else
      _waiting.subtract(count, ordering: .acquiringAndReleasing)
    #endif
  }

  /// Called before a shared value changes.
  static func willWrite() {
    guard waiting > 0, queuingThread == currentThread else { return }
    for drain in drains.withValue({ $0 }) { drain() }
  }

  private static var currentThread: UInt {
    #if canImport(Darwin)
      UInt(bitPattern: pthread_self())
    #else
      UInt(pthread_self())
    #endif
  }
}
