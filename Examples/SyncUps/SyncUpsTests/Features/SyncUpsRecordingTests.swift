import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsKit

/// SyncUps records its sessions (`SyncUps --record FILE`): every state and action of the app
/// encodes, alerts, bindings and shared values included, so a recording never stops early.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1)))
struct SyncUpsRecordingTests {
  @Test
  func aSessionRecordsEveryStep() async throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("syncups-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    do {
      let store = Store(initialState: AppFeature.State()) {
        AppFeature()._record(to: url)
      } withDependencies: {
        $0.uuid = .incrementing
      }
      store.send(.syncUpsList(.addSyncUpButtonTapped))
      store.send(.syncUpsList(.addSyncUp(.presented(.binding(.set(\.syncUp.title, "Design"))))))
      store.send(.syncUpsList(.confirmAddSyncUpButtonTapped))
      let syncUp = try #require(Shared(store.syncUpsList.$syncUps[id: UUID(0)]))
      store.send(.path(.push(id: 0, state: .detail(SyncUpDetail.State(syncUp: syncUp)))))
      store.send(.path(.element(id: 0, action: .detail(.deleteButtonTapped))))
      store.send(.path(.element(id: 0, action: .detail(.destination(.dismiss)))))
    }
    // The store is gone: the recording is complete.
    let lines = String(decoding: try Data(contentsOf: url), as: UTF8.self)
      .split(separator: "\n").map(String.init)
    #expect(lines.count == 7)
    #expect(lines.allSatisfy { !$0.hasPrefix(#"{"stopped""#) })
    #expect(lines[0].hasPrefix(#"{"feature":"AppFeature","format":"tca-recording""#))
    // A binding action: where it wrote, found while recording (its key path cannot be written
    // down: an `@ObservableState` field describes itself only by an address), and the value.
    #expect(lines[2].contains(#""binding":{"_0":{"path":["syncUp","title"],"value":"Design"}"#))
    // The shared sync-ups hold the one added.
    #expect(lines[3].contains(#""title":"Design""#))
    // The alert, as its title, message and buttons.
    #expect(lines[5].contains(#""title":"Delete?""#))
    #expect(lines[5].contains(#""action":{"send":{"confirmDeletion":{}}}"#))
  }

  /// The session EndToEnd/syncups-record.sh recorded from the real app under tmux: add a sync-up,
  /// open it, rename it, record a meeting and save it.
  @Test
  func theRecordedSessionIsComplete() throws {
    let session = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Recordings/syncups-session.jsonl")
    let text = String(decoding: try Data(contentsOf: session), as: UTF8.self)
    #expect(text.hasSuffix("\n"))
    let lines = text.split(separator: "\n")
    #expect(lines.first?.hasPrefix(#"{"feature":"AppFeature","format":"tca-recording""#) == true)
    #expect(lines.allSatisfy { !$0.hasPrefix(#"{"stopped""#) })
    // The meeting's timer ticked: actions an effect sent.
    #expect(lines.contains { $0.contains(#""timerTick":{}"#) && $0.contains(#""fromEffect":true"#) })
    // The meeting was saved into the renamed sync-up.
    let last = try #require(lines.last)
    #expect(last.contains(#""title":"Design Review""#))
    #expect(last.contains(#""meetings":[{"#))
  }

  /// The recorded session reads back: its binding actions decode (as where they wrote and the
  /// value), the stack keeps its element ids, and the steps that read `uuid` and `date` hold what
  /// they read.
  @Test
  func theRecordedSessionDecodes() throws {
    let session = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Recordings/syncups-session.jsonl")
    let recording = try Recording<AppFeature.State, AppFeature.Action>(contentsOf: session)
    #expect(recording.steps.count == 24)
    // Adding a sync-up read two UUIDs (the sync-up's and its first attendee's); saving the
    // meeting read one and the date.
    #expect(recording.steps[0].uuids.count == 2)
    #expect(recording.steps.contains { $0.uuids.count == 1 && $0.dates.count == 1 })
    #expect(recording.steps.contains { Array($0.state.path.ids) == [0, 1] })
  }

  /// The recorded session replays against the app's reducer: the detail pushed by the recorded
  /// action edits the list's sync-up, as it did live, since the pushed `Shared` points into the
  /// replayed store's `syncUps` again.
  @Test
  func theRecordedSessionReplays() async throws {
    let recording = try Recording<AppFeature.State, AppFeature.Action>(contentsOf: Self.session)
    await recording.assertReplays { AppFeature() }
  }

  /// The app after a change: done editing also appends "!" to the title. The replay fails at the
  /// step that no longer does what the recording says, naming it, with the diff.
  @Test
  func aChangedReducerFailsTheReplayNamingTheStep() async throws {
    struct ChangedAppFeature: Reducer {
      var body: some ReducerOf<AppFeature> {
        AppFeature()
        Reduce { state, action in
          if case .path(.element(id: let id, action: .detail(.doneEditingButtonTapped))) = action,
            case let .detail(detail)? = state.path[id: id]
          {
            detail.$syncUp.withLock { $0.title += "!" }
          }
          return .none
        }
      }
    }
    let recording = try Recording<AppFeature.State, AppFeature.Action>(contentsOf: Self.session)
    let messages = LockIsolated<[String]>([])
    await withKnownIssue {
      await recording.assertReplays { ChangedAppFeature() }
    } matching: { issue in
      messages.withValue { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
      return true
    }
    let first = try #require(messages.value.first)
    #expect(
      first.hasPrefix(
        "Step 14 of 24 (sent, line 15 of syncups-session.jsonl): A state change does not match "
          + "expectation"
      )
    )
    // The list's sync-up and the detail's are one shared value: the detail shows the change, and
    // the list refers back to it, as upstream's dumps of a shared element do.
    #expect(first.components(separatedBy: #"title: "Design Review!""#).count == 2)
    #expect(first.contains("_syncUps: #1 IdentifiedArray(↩︎)"))
  }

  static let session = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Recordings/syncups-session.jsonl")
}
