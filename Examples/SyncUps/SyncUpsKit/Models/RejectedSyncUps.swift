import ComposableArchitecture

/// The user's sync-ups that a database refused to save because someone else changed the same
/// sync-ups at the same moment: the storage's error keeps them, so that the user can apply them
/// again over the other person's change instead of making the change a second time.
enum RejectedSyncUps {
  /// The sync-ups `error` kept, or `nil` when it keeps none (another failure, or a refused
  /// deletion only).
  static func kept(by error: (any Error)?) -> IdentifiedArrayOf<SyncUp>? {
    guard let conflict = error as? SyncUpsSaveConflict, !conflict.rejected.isEmpty else {
      return nil
    }
    return conflict.rejected
  }

  /// Whether `error` is a conflict: someone else's change won over this one.
  static func isConflict(_ error: any Error) -> Bool {
    error is SyncUpsSaveConflict
  }

  /// `syncUps` with the changes of the refused save that `error` keeps applied again on the
  /// sync-ups as they are now (someone else's), what the user changed and nothing else: where
  /// both changed the same field or attendee, the user's value wins, since they asked for it. A
  /// sync-up someone else removed comes back as the user had it.
  static func reapplying(
    _ error: (any Error)?, to syncUps: IdentifiedArrayOf<SyncUp>
  ) -> IdentifiedArrayOf<SyncUp> {
    guard let conflict = error as? SyncUpsSaveConflict else { return syncUps }
    var syncUps = syncUps
    for mine in conflict.rejected {
      guard let theirs = syncUps[id: mine.id], let base = conflict.base[id: mine.id] else {
        syncUps[id: mine.id] = mine
        continue
      }
      syncUps[id: mine.id] = theirs.applyingEdits(from: base, to: mine)
    }
    return syncUps
  }
}
