/// A save that was not written because the row changed first (another process, or another
/// connection to the database file, wrote it).
///
/// The shared value then holds the row's value: the change that lost is reported here, never
/// written over the other one.
public struct SQLiteSaveConflict: Error, CustomStringConvertible {
  /// The row's name.
  public let key: String
  /// The version the unsaved value was based on (`0`: there was no row).
  public let basedOnVersion: Int64
  /// The version the row had instead (`0`: there was none).
  public let currentVersion: Int64

  public var description: String {
    "The value of .sqlite(\(String(reflecting: self.key))) was changed by another connection "
      + "(version \(self.currentVersion), this change was based on version "
      + "\(self.basedOnVersion)): the change was not saved, and the shared value now holds the "
      + "other connection's value."
  }
}

/// A row whose JSON does not decode as the shared value's type. The row is left as it is, and the
/// key refuses to write over it until another write makes it readable again.
public struct UndecodableSQLiteValueError: Error, CustomStringConvertible {
  /// The row's name.
  public let key: String
  /// The version of the row that does not decode.
  public let version: Int64
  /// Why it does not decode.
  public let underlyingError: any Error

  public var description: String {
    "The value of .sqlite(\(String(reflecting: self.key))) at version \(self.version) could not "
      + "be decoded (\(self.underlyingError)); it was kept in the database and will not be "
      + "written over."
  }
}
