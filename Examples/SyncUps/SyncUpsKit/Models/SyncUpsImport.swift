import ComposableArchitecture
import Foundation

/// The move to a database's records: on the first start with a database that has no sync-up
/// records yet (no collection, as opposed to an empty list someone saved), the sync-ups of the
/// rows that kept one sync-up each before, or else of the single row that kept them all, or else
/// of the JSON file, are written to it. The old rows and the file are left in place; once the
/// collection exists, none is read again.
///
/// Two processes that start at once both find no records and both write the same ones: the
/// database keeps the first, refuses the second's as a conflict, and the second finds the records
/// there.
enum SyncUpsImport {
  /// What an import did.
  enum Outcome: Equatable {
    /// The database had no sync-ups, and the file's were written to it.
    case imported(count: Int)
    /// The database had no sync-up records, and those of its rows of a sync-up each were
    /// written as records.
    case importedRowPerSyncUp(count: Int)
    /// The database had no sync-up records, and those of its single `sync-ups` row were written
    /// as records.
    case importedSingleRow(count: Int)
    /// The database already has its sync-ups (possibly an empty list): nothing was read.
    case databaseHasSyncUps
    /// The database has none, and there is no file to import.
    case noFile
  }

  /// Why the file could not be imported (the database is left without sync-ups).
  struct Failure: Error, CustomStringConvertible {
    var file: URL
    var underlyingError: any Error

    var description: String {
      "the sync-ups in \(self.file.path) could not be imported (\(self.underlyingError)); "
        + "move the file away to start with an empty database"
    }
  }

  /// Imports through `key`, if it has no sync-ups yet, those of `rowPerSyncUp` when it has some,
  /// or else those of `singleRow`, or else `file`'s.
  static func importFileIfNeeded(
    _ file: URL,
    orRowPerSyncUp rowPerSyncUp: (any SharedKey<IdentifiedArrayOf<SyncUp>>)? = nil,
    orSingleRow singleRow: (any SharedKey<IdentifiedArrayOf<SyncUp>>)? = nil,
    into key: some SharedKey<IdentifiedArrayOf<SyncUp>>
  ) async throws -> Outcome {
    guard try await Self.load(key) == nil else { return .databaseHasSyncUps }
    if let rowPerSyncUp, let syncUps = try await Self.load(rowPerSyncUp) {
      return try await Self.save(syncUps, to: key, outcome: Outcome.importedRowPerSyncUp(count:))
    }
    if let singleRow, let syncUps = try await Self.load(singleRow) {
      return try await Self.save(syncUps, to: key, outcome: Outcome.importedSingleRow(count:))
    }
    guard FileManager.default.fileExists(atPath: file.path) else { return .noFile }
    let syncUps: IdentifiedArrayOf<SyncUp>
    do {
      syncUps = try JSONDecoder().decode(
        IdentifiedArrayOf<SyncUp>.self, from: Data(contentsOf: file)
      )
    } catch {
      throw Failure(file: file, underlyingError: error)
    }
    return try await Self.save(syncUps, to: key, outcome: Outcome.imported(count:))
  }

  /// Saves `syncUps` through `key`; `outcome` of their count, or, when another process imported
  /// them at the same moment (the database refused these as a conflict and holds theirs),
  /// ``Outcome/databaseHasSyncUps``.
  private static func save(
    _ syncUps: IdentifiedArrayOf<SyncUp>, to key: some SharedKey<IdentifiedArrayOf<SyncUp>>,
    outcome: (Int) -> Outcome
  ) async throws -> Outcome {
    do {
      try await Self.save(syncUps, to: key)
    } catch where RejectedSyncUps.isConflict(error) {
      guard try await Self.load(key) != nil else { throw error }
      return .databaseHasSyncUps
    }
    return outcome(syncUps.count)
  }

  private static func load(
    _ key: some SharedKey<IdentifiedArrayOf<SyncUp>>
  ) async throws -> IdentifiedArrayOf<SyncUp>? {
    try await withCheckedThrowingContinuation { continuation in
      key.load(
        context: .userInitiated,
        continuation: LoadContinuation { continuation.resume(with: $0) }
      )
    }
  }

  private static func save(
    _ syncUps: IdentifiedArrayOf<SyncUp>, to key: some SharedKey<IdentifiedArrayOf<SyncUp>>
  ) async throws {
    try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Void, any Error>) in
      key.save(
        syncUps, context: .userInitiated,
        continuation: SaveContinuation { continuation.resume(with: $0.map { _ in }) }
      )
    }
  }
}
