import ComposableArchitecture
import Foundation

/// The move to a database's rows: on the first start with a database that has no sync-ups rows yet
/// (no collection, as opposed to an empty list someone saved), the sync-ups of the single row that
/// kept them all before, or else of the JSON file, are written to it. The row and the file are left
/// in place; once the collection exists, neither is read again.
enum SyncUpsImport {
  /// What an import did.
  enum Outcome: Equatable {
    /// The database had no sync-ups, and the file's were written to it.
    case imported(count: Int)
    /// The database had no sync-ups rows, and those of its single `sync-ups` row were written as
    /// rows.
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

  /// Imports through `key`, if it has no sync-ups yet, those of `singleRow` when it has some, or
  /// else `file`'s.
  static func importFileIfNeeded(
    _ file: URL, orSingleRow singleRow: (any SharedKey<IdentifiedArrayOf<SyncUp>>)? = nil,
    into key: some SharedKey<IdentifiedArrayOf<SyncUp>>
  ) async throws -> Outcome {
    guard try await Self.load(key) == nil else { return .databaseHasSyncUps }
    if let singleRow, let syncUps = try await Self.load(singleRow) {
      try await Self.save(syncUps, to: key)
      return .importedSingleRow(count: syncUps.count)
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
    try await Self.save(syncUps, to: key)
    return .imported(count: syncUps.count)
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
