import ComposableArchitecture
import Foundation
@_spi(Hosting) import Sharing

/// The SyncUps session that `syncups-storage-benchmark` times on each storage: the app's store,
/// driven by the actions its views send, with `@Shared(.syncUps)` kept where `database` says.
public enum StorageSession {
  /// One action of the session that changes the sync-ups, timed.
  public struct Step: Sendable {
    /// What the user did.
    public let name: String
    /// From sending the action until its save is done: what the web host waits for before it
    /// sends the patch that shows the change.
    public let saved: Duration
    /// From sending the action until a second reader (another connection to the storage) read
    /// the sync-ups back as the store has them.
    public let visible: Duration
    /// The sync-ups after the action, as JSON: what a raw baseline writes.
    public let json: Data
  }

  /// The session's result doesn't match what a second reader read.
  public struct Mismatch: Error, CustomStringConvertible {
    public let step: String
    public init(step: String) { self.step = step }
    public var description: String { "a second reader did not read the sync-ups after '\(step)'" }
  }

  /// Adds a sync-up, renames it, adds two attendees, and deletes it, timing each change.
  ///
  /// - Parameters:
  ///   - database: The storage (`nil`: the JSON file at `file`), empty.
  ///   - file: The JSON file (and, with a database, the file imported from: none there).
  ///   - readBack: Reads the sync-ups' JSON through another connection (`nil`: none stored).
  @MainActor
  public static func run(
    database: DatabaseOption?, file: URL, readBack: @escaping () async throws -> Data?
  ) async throws -> [Step] {
    let storage = try SyncUpsStorage(database)
    return try await withDependencies {
      $0.syncUpsStorage = storage
      $0.syncUpsFile = file
      $0.uuid = .incrementing
    } operation: {
      let store = Store(initialState: AppFeature.State()) { AppFeature() }
      // A database's first load is asynchronous: the session starts from the loaded value.
      try await store.syncUpsList.$syncUps.load()
      var steps: [Step] = []
      @MainActor func step(_ name: String, _ action: AppFeature.Action) async throws {
        let clock = ContinuousClock()
        let start = clock.now
        store.send(action)
        // As the web host does before it sends a patch.
        await PendingSaves.wait(for: PendingSaves.checkpoint())
        let saved = clock.now
        let expected = store.syncUpsList.syncUps
        let read = try await readBack().map {
          try JSONDecoder().decode(IdentifiedArrayOf<SyncUp>.self, from: $0)
        }
        guard (read ?? []) == expected else { throw Mismatch(step: name) }
        steps.append(
          Step(
            name: name, saved: saved - start, visible: clock.now - start,
            json: try JSONEncoder().encode(expected)))
      }

      let id = UUID(0)
      var syncUp = SyncUp(id: id, title: "Design")
      syncUp.attendees = [Attendee(id: UUID(1), name: "Blob")]
      store.send(.syncUpsList(.addSyncUpButtonTapped))
      store.send(.syncUpsList(.addSyncUp(.presented(.binding(.set(\.syncUp, syncUp))))))
      try await step("add a sync-up", .syncUpsList(.confirmAddSyncUpButtonTapped))

      guard let shared = Shared(store.syncUpsList.$syncUps[id: id]) else {
        throw Mismatch(step: "add a sync-up")
      }
      store.send(.path(.push(id: 0, state: .detail(SyncUpDetail.State(syncUp: shared)))))
      @MainActor func edit(_ name: String, _ change: (inout SyncUp) -> Void) async throws {
        store.send(.path(.element(id: 0, action: .detail(.editButtonTapped))))
        change(&syncUp)
        store.send(
          .path(
            .element(
              id: 0, action: .detail(.destination(.presented(.edit(.binding(.set(\.syncUp, syncUp)))))))
          ))
        try await step(name, .path(.element(id: 0, action: .detail(.doneEditingButtonTapped))))
      }
      try await edit("rename it") { $0.title = "Design Review" }
      try await edit("add two attendees") {
        $0.attendees.append(Attendee(id: UUID(2), name: "Blob Jr"))
        $0.attendees.append(Attendee(id: UUID(3), name: "Blob Sr"))
      }
      store.send(.path(.element(id: 0, action: .detail(.deleteButtonTapped))))
      try await step(
        "delete it", .path(.element(id: 0, action: .detail(.destination(.presented(.alert(.confirmDeletion)))))))
      return steps
    }
  }
}
