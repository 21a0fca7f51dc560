/// What a rows key's save left: the collection as read after writing (its last save hands it
/// over), and the ids it could not write.
public struct RowsSaveOutcome: Sendable {
  /// The collection after the save; `nil` when it was never written.
  public var rows: [StoredRow]?
  /// The ids another writer changed first.
  public var conflicts: [String]

  public init(rows: [StoredRow]?, conflicts: [String]) {
    self.rows = rows
    self.conflicts = conflicts
  }
}
