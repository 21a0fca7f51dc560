import IdentifiedCollections
import SharingPostgres
import TwoProcessCheck

/// One PostgreSQL database, reached by each process through a storage of its own (its own query
/// and LISTEN connections).
struct PostgresCheckedStorage: CheckedStorage {
  let storage: PostgresStorage

  init(url: String) throws {
    self.storage = try PostgresStorage(url: url)
  }

  func rowsKey(_ collection: String) -> PostgresRowsKey<Item> {
    .postgresRows(collection, storage: self.storage)
  }

  func valueKey(_ name: String) -> PostgresKey<[String]> {
    .postgres(name, storage: self.storage)
  }

  func conflictingElements(_ error: any Error) -> [String]? {
    (error as? PostgresRowsSaveConflict<Item>)?.ids
  }

  func isValueConflict(_ error: any Error) -> Bool {
    error is PostgresSaveConflict
  }

  func close() async {
    await self.storage.close()
  }
}
