import ComposableArchitecture

#if SQLite
  import SharingGRDB
#endif
#if Postgres
  import SharingPostgres
#endif

/// A save of the sync-ups' records that the database refused in part, because someone else
/// changed, added or removed the same records first: the user's sync-ups whose records were not
/// all written, and what the user changed them from, so that the app can apply the user's changes
/// again on the other person's (`SyncUp.applyingEdits(from:to:)`).
struct SyncUpsSaveConflict: Error, CustomStringConvertible {
  /// The sync-ups as the refused save had them (a sync-up the user removed is not here).
  let rejected: IdentifiedArrayOf<SyncUp>
  /// The same sync-ups as they were before the user's change.
  let base: IdentifiedArrayOf<SyncUp>
  /// The rows key's conflict.
  let underlyingError: any Error

  /// The conflict of `error`, a rows key's conflict on the records of `value`, derived from
  /// `base`; `nil` when `error` is another failure.
  init?(
    _ error: any Error, saving value: IdentifiedArrayOf<SyncUp>,
    derivedFrom base: IdentifiedArrayOf<SyncUp>
  ) {
    guard let recordIDs = Self.conflictingRecordIDs(error) else { return nil }
    // A refused removal names a record that only `base` has.
    let records = Array(SyncUpRecord.records(of: value)) + Array(SyncUpRecord.records(of: base))
    let owners = Dictionary(
      records.map { ($0.id, $0.syncUpID) }, uniquingKeysWith: { mine, _ in mine }
    )
    let syncUpIDs = Set(recordIDs.compactMap { owners[$0] })
    self.rejected = value.filter { syncUpIDs.contains($0.id) }
    self.base = base.filter { syncUpIDs.contains($0.id) }
    self.underlyingError = error
  }

  var description: String { String(describing: self.underlyingError) }

  /// The ids of the records a rows key's conflict names.
  private static func conflictingRecordIDs(_ error: any Error) -> [String]? {
    #if SQLite
      if let conflict = error as? SQLiteRowsSaveConflict<SyncUpRecord> { return conflict.ids }
    #endif
    #if Postgres
      if let conflict = error as? PostgresRowsSaveConflict<SyncUpRecord> { return conflict.ids }
    #endif
    return nil
  }
}
