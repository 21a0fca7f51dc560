import IdentifiedCollections
import Sharing

/// A database whose shared keys the two-process check runs against: SharingGRDB's `.sqliteRows`
/// and `.sqlite`, or SharingPostgres' `.postgresRows` and `.postgres`.
public protocol CheckedStorage: Sendable {
  associatedtype RowsKey: SharedKey<IdentifiedArrayOf<Item>>
  associatedtype ValueKey: SharedKey<[String]>

  /// A key for a collection kept one row per element.
  func rowsKey(_ collection: String) -> RowsKey
  /// A key for a whole value kept in one row.
  func valueKey(_ name: String) -> ValueKey
  /// The ids of the elements a rows key's save error says were not written because another
  /// connection changed them first; `nil` when the error is not such a conflict.
  func conflictingElements(_ error: any Error) -> [String]?
  /// Whether a value key's save error says another connection wrote the row first.
  func isValueConflict(_ error: any Error) -> Bool
  /// Closes the connections, at the end of a process.
  func close() async
}
