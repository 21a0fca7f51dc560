import ComposableArchitecture
import Foundation

/// The move from the JSON file to a database: on the first start with a database that has no
/// sync-ups yet (no row, as opposed to an empty list someone saved), the file's sync-ups are
/// written to it. The file is left in place; once the row exists, the file is never read again.
enum SyncUpsImport {
  /// What an import did.
  enum Outcome: Equatable {
    /// The database had no sync-ups, and the file's were written to it.
    case imported(count: Int)
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

  /// Imports `file`'s sync-ups through `key` if the key's row does not exist yet.
  static func importFileIfNeeded(
    _ file: URL, into key: some SharedKey<IdentifiedArrayOf<SyncUp>>
  ) async throws -> Outcome {
    let stored: IdentifiedArrayOf<SyncUp>? = try await withCheckedThrowingContinuation {
      continuation in
      key.load(
        context: .userInitiated,
        continuation: LoadContinuation { continuation.resume(with: $0) }
      )
    }
    guard stored == nil else { return .databaseHasSyncUps }
    guard FileManager.default.fileExists(atPath: file.path) else { return .noFile }
    let syncUps: IdentifiedArrayOf<SyncUp>
    do {
      syncUps = try JSONDecoder().decode(
        IdentifiedArrayOf<SyncUp>.self, from: Data(contentsOf: file)
      )
    } catch {
      throw Failure(file: file, underlyingError: error)
    }
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
      key.save(
        syncUps, context: .userInitiated,
        continuation: SaveContinuation { continuation.resume(with: $0.map { _ in }) }
      )
    }
    return .imported(count: syncUps.count)
  }
}
