import Foundation
import GRDB
import IdentifiedCollections
import SharingGRDB
import TwoProcessCheck

/// One SQLite file, opened by each process with its own connection (and a busy timeout, as
/// processes sharing a file should).
struct SQLiteCheckedStorage: CheckedStorage {
  let database: DatabaseQueue

  init(path: String) throws {
    var configuration = Configuration()
    configuration.busyMode = .timeout(10)
    self.database = try DatabaseQueue(path: path, configuration: configuration)
  }

  func rowsKey(_ collection: String) -> SQLiteRowsKey<Item> {
    .sqliteRows(collection, database: self.database)
  }

  func valueKey(_ name: String) -> SQLiteKey<[String]> {
    .sqlite(name, database: self.database)
  }

  func conflictingElements(_ error: any Error) -> [String]? {
    (error as? SQLiteRowsSaveConflict<Item>)?.ids
  }

  func isValueConflict(_ error: any Error) -> Bool {
    error is SQLiteSaveConflict
  }

  func close() async {
    try? self.database.close()
  }
}
