import ComposableArchitecture

#if SQLite
  import SharingGRDB
#endif
#if Postgres
  import SharingPostgres
#endif

/// The user's sync-ups that a database refused to save because someone else changed the same
/// sync-ups at the same moment: the storage's error keeps them, so that the user can apply them
/// again over the other person's change instead of making the change a second time.
enum RejectedSyncUps {
  /// The sync-ups `error` kept, or `nil` when it keeps none (another failure, or a refused
  /// deletion only).
  static func kept(by error: (any Error)?) -> IdentifiedArrayOf<SyncUp>? {
    var rejected: IdentifiedArrayOf<SyncUp>?
    #if SQLite
      if let conflict = error as? SQLiteRowsSaveConflict<SyncUp> {
        rejected = conflict.rejectedElements
      }
    #endif
    #if Postgres
      if let conflict = error as? PostgresRowsSaveConflict<SyncUp> {
        rejected = conflict.rejectedElements
      }
    #endif
    return rejected?.isEmpty == false ? rejected : nil
  }

  /// Whether `error` is a conflict: someone else's change won over this one.
  static func isConflict(_ error: any Error) -> Bool {
    #if SQLite
      if error is SQLiteSaveConflict || error is SQLiteRowsSaveConflict<SyncUp> { return true }
    #endif
    #if Postgres
      if error is PostgresSaveConflict || error is PostgresRowsSaveConflict<SyncUp> { return true }
    #endif
    return false
  }
}
