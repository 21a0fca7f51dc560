import IdentifiedCollections

/// A save of a `.sqliteRows` collection that could not write some of its elements, because another
/// connection (in this process or another) changed, added or deleted the same elements first.
///
/// Every other element of the save was written. The shared value then holds the collection as
/// the database has it, and this error, its `saveError`, keeps what was not written so that an
/// app can offer it back:
///
/// ```swift
/// if let conflict = $syncUps.saveError as? SQLiteRowsSaveConflict<SyncUp> {
///   for syncUp in conflict.rejectedElements { /* offer it back */ }
/// }
/// ```
public struct SQLiteRowsSaveConflict<Element: Identifiable & Sendable>: Error,
  CustomStringConvertible
where Element.ID: Sendable {
  /// The collection's name.
  public let collection: String
  /// The elements whose change was not written.
  public let ids: [Element.ID]
  /// The values the save had for them: its edits and additions. An element whose deletion was
  /// refused is in ``ids`` only.
  public let rejectedElements: IdentifiedArrayOf<Element>

  public var description: String {
    "The elements \(self.ids.map { String(describing: $0) }.joined(separator: ", ")) of "
      + ".sqliteRows(\(String(reflecting: self.collection))) were changed by another connection: "
      + "their changes were not saved (the others were), and the shared value now holds the "
      + "other connection's elements."
  }
}
