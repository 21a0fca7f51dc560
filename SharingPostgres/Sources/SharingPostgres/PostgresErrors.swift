/// A save that was not written because another process changed the row first.
///
/// The shared value then holds the other process's value: the change that lost is reported here,
/// never written over the other one.
///
/// <!-- snippet: fragment -->
/// ```swift
/// if let conflict = $syncUps.saveError as? PostgresSaveConflict {
///   alert = "Another window changed your sync-ups (\(conflict)). Make your change again."
/// }
/// ```
public struct PostgresSaveConflict: Error, CustomStringConvertible {
  /// The row's name.
  public let key: String
  /// The version the unsaved value was based on (`0`: there was no row).
  public let basedOnVersion: Int64
  /// The version the row had instead (`0`: it was deleted).
  public let currentVersion: Int64

  public var description: String {
    "The value of .postgres(\(String(reflecting: self.key))) was changed by another process "
      + "(version \(self.currentVersion), this change was based on version "
      + "\(self.basedOnVersion)): the change was not saved, and the shared value now holds the "
      + "other process's value."
  }
}

/// A row whose JSON does not decode as the shared value's type. The row is left as it is, and the
/// key refuses to write over it until a load or another process's write makes it readable again.
public struct UndecodablePostgresValueError: Error, CustomStringConvertible {
  /// The row's name.
  public let key: String
  /// The version of the row that does not decode.
  public let version: Int64
  /// Why it does not decode.
  public let underlyingError: any Error

  public var description: String {
    "The value of .postgres(\(String(reflecting: self.key))) at version \(self.version) could "
      + "not be decoded (\(self.underlyingError)); it was kept in the database and will not be "
      + "written over."
  }
}
