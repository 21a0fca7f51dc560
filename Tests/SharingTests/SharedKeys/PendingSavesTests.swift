import Foundation
import Testing

@_spi(Hosting) @testable import Sharing

/// The saves a host waits for before it shows a change as done. (`PendingSaves.now`, not
/// `checkpoint()`: a checkpoint also writes the changes `fileStorage` keys hold back, which
/// FileStorageKeyTests must not see happen beside them.) Serialized: the saves under way are the
/// process's, so a test's checkpoint would cover the saves another test left under way.
@Suite(.serialized, .timeLimit(.minutes(1))) struct PendingSavesTests {
  struct Failure: Error {}

  @Test func aCheckpointCoversTheSavesBegunBeforeItAndNoLaterOnes() async {
    let first = PendingSaves.begin()
    let checkpoint = PendingSaves.now
    let later = PendingSaves.begin()
    #expect(PendingSaves.isWaiting(for: checkpoint))
    first.finish()
    #expect(!PendingSaves.isWaiting(for: checkpoint))
    await PendingSaves.wait(for: checkpoint)
    #expect(PendingSaves.isWaiting(for: PendingSaves.now))
    later.finish()
    first.finish()
  }

  @Test func aWaitEndsWhenTheSaveEnds() async {
    let save = PendingSaves.begin()
    let checkpoint = PendingSaves.now
    let waiting = Task { await PendingSaves.wait(for: checkpoint) }
    save.finish()
    await waiting.value
    #expect(!PendingSaves.isWaiting(for: checkpoint))
  }

  @Test func aSaveNobodyEndsEndsWhenReleased() {
    var save: PendingSave? = PendingSaves.begin()
    let checkpoint = PendingSaves.now
    #expect(PendingSaves.isWaiting(for: checkpoint))
    _ = save
    save = nil
    #expect(!PendingSaves.isWaiting(for: checkpoint))
  }

  /// A key's tracked continuation: the save is under way until it is resumed, and the shared
  /// value has the result (a failure is its `saveError`) by the time a host's wait ends.
  @Test func aTrackedSaveEndsOnceTheSharedValueHasItsResult() async {
    let key = HeldSaveKey()
    let shared = Shared(wrappedValue: 0, key)
    shared.withLock { $0 = 1 }
    let checkpoint = PendingSaves.now
    #expect(PendingSaves.isWaiting(for: checkpoint))
    key.continuations.withValue { $0.removeFirst() }.resume(throwing: Failure())
    await PendingSaves.wait(for: checkpoint)
    #expect(shared.saveError is Failure)
    #expect(!PendingSaves.isWaiting(for: checkpoint))
  }
}

/// A key whose saves are under way until the test resumes them, as a database's would be.
private final class HeldSaveKey: SharedKey, @unchecked Sendable {
  let continuations = LockedValue<[SaveContinuation]>([])
  var id: ObjectIdentifier { ObjectIdentifier(self) }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resumeReturningInitialValue()
  }

  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>)
    -> SharedSubscription
  {
    SharedSubscription {}
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    let continuation = PendingSaves.track(continuation)
    self.continuations.withValue { $0.append(continuation) }
  }
}
