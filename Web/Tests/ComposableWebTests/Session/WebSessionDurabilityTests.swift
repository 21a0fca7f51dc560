import ComposableArchitecture
import Foundation
import Testing

@testable import ComposableWeb
@_spi(Hosting) import Sharing

/// What a page or a patch shows as done is on disk once the host has taken its checkpoint, as the
/// web server does before it sends either, so that a `kill -9` right after loses nothing the
/// browser saw (Scripts/stress/syncups-kill9.py runs the same against the SyncUps binary).
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct WebSessionDurabilityTests {
  @Test func aChangeHeldBackByFileStorageIsWrittenByTheCheckpointBeforeTheUpdateShowingIt()
    async throws
  {
    let folder = FileManager.default.temporaryDirectory
      .appending(component: "WebSessionDurabilityTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appending(component: "count.json")
    // The real file system, whose saves after a first one wait a second.
    let shared = withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      Shared(wrappedValue: 0, .fileStorage(url))
    }
    let session = WebSession(
      scene: WebScene {
        .element("main", children: [
          .element("p", children: [.text("Count: \(shared.wrappedValue)")]),
          .button("+") { shared.withLock { $0 += 1 } },
        ])
      })
    let increment = try #require(session.tree.controlID(.click, containing: "+"))

    try session.handle(WebEvent(controlID: increment, kind: .click))
    _ = try #require(session.update())
    await PendingSaves.wait(for: PendingSaves.checkpoint())
    #expect(try String(contentsOf: url, encoding: .utf8) == "1")

    // Within the second after the first save: file storage holds this change back.
    try session.handle(WebEvent(controlID: increment, kind: .click))
    let update = try #require(session.update())
    #expect(update.patches == [.setText(path: [0, 0], text: "Count: 2")])
    await PendingSaves.wait(for: PendingSaves.checkpoint())
    #expect(try String(contentsOf: url, encoding: .utf8) == "2")
  }

  /// A tab waits for the saves of what its page shows, and for no others: with a database that
  /// does not answer behind one value, a tab that never showed that value is not held back (every
  /// tab was: a checkpoint covered every save of the process).
  @Test func aFrameWaitsOnlyForTheSavesOfTheValuesItsPageShows() async {
    let database = UnansweredSaveKey()
    let stalled = Shared(wrappedValue: 0, database)
    let shown = Shared(wrappedValue: 0, UnansweredSaveKey())
    let counterTab = WebSession(scene: WebScene { .element("p", children: [.text("\(shown.wrappedValue)")]) })
    let listTab = WebSession(scene: WebScene { .element("p", children: [.text("\(stalled.wrappedValue)")]) })
    stalled.withLock { $0 = 1 }
    #expect(!PendingSaves.isWaiting(for: PendingSaves.checkpoint(covering: counterTab.sharedReads)))
    _ = listTab.update()
    let listCheckpoint = PendingSaves.checkpoint(covering: listTab.sharedReads)
    #expect(PendingSaves.isWaiting(for: listCheckpoint))
    database.answerAll()
    await PendingSaves.wait(for: listCheckpoint)
  }
}

/// A key whose saves stay under way until the test answers them, as an unreachable database's.
private final class UnansweredSaveKey: SharedKey, @unchecked Sendable {
  private let continuations = LockIsolated<[SaveContinuation]>([])
  var id: ObjectIdentifier { ObjectIdentifier(self) }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resumeReturningInitialValue()
  }

  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription {
    SharedSubscription {}
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    let continuation = PendingSaves.track(continuation)
    self.continuations.withValue { $0.append(continuation) }
  }

  func answerAll() {
    for continuation in self.continuations.withValue({ $0 }) { continuation.resume() }
    self.continuations.setValue([])
  }
}
