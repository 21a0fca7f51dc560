import ComposableArchitecture
@_spi(Hosting) import Sharing

extension Shared where Value == SyncUp {
  /// Makes `change` to the sync-up; the returned effect applies it again, on the other person's
  /// value, should a database refuse it because someone else changed the same records at the same
  /// moment and the two changes touch different fields, attendees and meetings (a rename of the
  /// title against a new duration, an append against anything). Where both changed the same one,
  /// the refusal stays shown, for the user to decide ("Apply mine again").
  func withLockMergingIfRefused<Action>(_ change: (inout SyncUp) -> Void) -> Effect<Action> {
    let base = self.wrappedValue
    self.withLock(change)
    let mine = self.wrappedValue
    // Only a database refuses a save for someone else's change.
    @Dependency(\.syncUpsStorage) var storage
    guard mine != base, !storage.isFile else { return .none }
    // A task of its own: the screen that made the change may close at once (a recording ends
    // by popping itself), which cancels its effects, and the save may still be under way.
    return .run { _ in
      await Task { await SyncUp.reapplyIfRefused(mine: mine, madeOn: base) }.value
    }
  }
}

extension SyncUp {
  /// Waits for the saves under way; when the database refused `mine` (the sync-up as the user's
  /// change, made on `base`, left it) because someone else changed it at the same moment, and
  /// their change and the user's do not collide, applies the user's on their value, which the
  /// shared sync-ups now hold.
  @MainActor
  fileprivate static func reapplyIfRefused(mine: SyncUp, madeOn base: SyncUp) async {
    await PendingSaves.wait(for: PendingSaves.checkpoint())
    @Shared(.syncUps) var syncUps
    guard let rejected = RejectedSyncUps.kept(by: $syncUps.saveError),
      rejected.elements == [mine],
      let theirs = syncUps[id: mine.id],
      !mine.editsCollide(with: theirs, since: base)
    else { return }
    let merged = theirs.applyingEdits(from: base, to: mine)
    guard merged != theirs else { return }
    $syncUps.withLock { $0[id: mine.id] = merged }
    await PendingSaves.wait(for: PendingSaves.checkpoint())
  }
}
