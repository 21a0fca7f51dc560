import IdentifiedCollections

/// A save of a rows collection that could not write some of its elements, because another
/// writer changed, added or deleted the same elements first. SharingGRDB names it
/// `SQLiteRowsSaveConflict`, SharingPostgres `PostgresRowsSaveConflict`.
///
/// Every other element of the save was written. The shared value then holds the collection as
/// the database has it, and this error, its `saveError`, keeps what was not written so that an
/// app can offer it back:
///
/// <!-- snippet: fragment -->
/// ```swift
/// if let conflict = $syncUps.saveError as? SQLiteRowsSaveConflict<SyncUp> {
///   for syncUp in conflict.rejectedElements { /* offer it back */ }
/// }
/// ```
public struct RowsSaveConflict<Element: Identifiable & Sendable>: Error, CustomStringConvertible
where Element.ID: Sendable {
  /// The collection's name.
  public let collection: String
  /// The elements whose change was not written.
  public let ids: [Element.ID]
  /// The values the save had for them: its edits and additions. An element whose deletion was
  /// refused is in ``ids`` only.
  public let rejectedElements: IdentifiedArrayOf<Element>
  /// The key's name, such as `.sqliteRows`, and who else writes it, such as `connection`.
  private let key: String
  private let writer: String

  public init(
    collection: String, ids: [Element.ID], rejectedElements: IdentifiedArrayOf<Element>,
    key: String, writer: String
  ) {
    self.collection = collection
    self.ids = ids
    self.rejectedElements = rejectedElements
    self.key = key
    self.writer = writer
  }

  public var description: String {
    "The elements \(self.ids.map { String(describing: $0) }.joined(separator: ", ")) of "
      + "\(self.key)(\(String(reflecting: self.collection))) were changed by another "
      + "\(self.writer): their changes were not saved (the others were), and the shared value "
      + "now holds the other \(self.writer)'s elements."
  }
}

extension RowsSaveConflict where Element: Codable, Element.ID: Codable {
  /// The conflict of a save of `saved` that could not write the rows `ids` (none: `nil`), with the
  /// save's values of them; an element whose deletion was refused is named from `known`.
  public init?(
    _ ids: [String], saved: [Element], known: [String: StoredRow], coding: RowsCoding<Element>,
    collection: String, key: String, writer: String
  ) {
    guard !ids.isEmpty else { return nil }
    let (conflicting, rejected) = coding.conflicting(ids, saved: saved, known: known)
    self.init(
      collection: collection, ids: conflicting,
      rejectedElements: IdentifiedArray(uniqueElements: rejected), key: key, writer: writer
    )
  }
}
