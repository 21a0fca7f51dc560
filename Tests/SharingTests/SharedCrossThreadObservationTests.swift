import Foundation
import Observation
import Sharing
import Testing

/// Changes made on other threads reach the Observation module's observers, every one of them.
///
/// `onChange` runs as the change begins (the Observation module's "will set"), so a read made in
/// answer to it, on another thread, may still see the old value; the toolchain's `Observations`
/// sequence can therefore miss the last of a burst of changes made on another thread, and does so
/// with a plain `@Observable` class too (4 of 15 runs here). This test pins what `Shared`
/// promises: each change calls the tracking's `onChange` once, and the change is in place when
/// the writer's `withLock` returns.
@Suite struct SharedCrossThreadObservationTests {
  @Test func everyChangeFromAnotherThreadIsObserved() {
    let shared = Shared(value: 0)
    let changed = DispatchSemaphore(value: 0)
    let written = DispatchSemaphore(value: 0)
    let proceed = DispatchSemaphore(value: 0)
    let writer = Thread {
      for n in 1...1_000 {
        proceed.wait()
        shared.withLock { $0 = n }
        written.signal()
      }
    }
    writer.start()
    for n in 1...1_000 {
      let seen = withObservationTracking {
        shared.wrappedValue
      } onChange: {
        changed.signal()
      }
      #expect(seen == n - 1)
      proceed.signal()
      #expect(changed.wait(timeout: .now() + 10) == .success, "change \(n) not observed")
      #expect(written.wait(timeout: .now() + 10) == .success)
    }
    #expect(shared.wrappedValue == 1_000)
  }
}
