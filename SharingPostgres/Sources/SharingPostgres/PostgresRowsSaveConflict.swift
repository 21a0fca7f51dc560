import SharedRows

/// A save of a `.postgresRows` collection that could not write some of its elements, because
/// another process changed, added or deleted the same elements first.
///
/// Every other element of the save was written. The shared value then holds the collection as
/// the database has it, and this error, its `saveError`, keeps what was not written so that an
/// app can offer it back.
public typealias PostgresRowsSaveConflict<Element: Identifiable & Sendable> =
  RowsSaveConflict<Element> where Element.ID: Sendable
