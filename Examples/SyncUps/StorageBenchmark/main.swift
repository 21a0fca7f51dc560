// The same SyncUps session on the JSON file, SQLite and PostgreSQL (BENCHMARKS.md): each action
// that changes the sync-ups, timed until its save is done and until another connection reads the
// sync-ups back, beside a raw baseline that writes and reads back the same JSON directly. One run
// each; SQLite and PostgreSQL with the package's traits, PostgreSQL at $POSTGRES_URL:
//
//     Scripts/with-postgres swift run -c release --package-path Examples --scratch-path .build \
//       --traits SQLite,Postgres syncups-storage-benchmark
import Foundation
import SyncUpsKit

#if SQLite
  import SharingGRDB
#endif
#if Postgres
  import Logging
  import PostgresNIO
#endif

/// A raw baseline: writes the JSON as the storage's key would, and reads it back on another
/// connection.
struct Raw {
  var write: (Data) async throws -> Void
  var readBack: () async throws -> Data?
}

/// A storage the session runs on.
struct Storage {
  var name: String
  var database: DatabaseOption?
  var file: URL
  /// The session's second reader: the sync-ups' JSON through another connection.
  var readBack: () async throws -> Data?
  var raw: Raw
}

func milliseconds(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  return String(format: "%.2f", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
}

@MainActor
func measure(_ storage: Storage) async throws {
  let steps = try await StorageSession.run(
    database: storage.database, file: storage.file, readBack: storage.readBack)
  let clock = ContinuousClock()
  // A write no step counts: the baseline's table and connections exist before it is timed.
  try await storage.raw.write(Data("[]".utf8))
  for step in steps {
    let start = clock.now
    try await storage.raw.write(step.json)
    let written = clock.now
    guard let data = try await storage.raw.readBack(), data == step.json else {
      throw StorageSession.Mismatch(step: "raw: " + step.name)
    }
    let read = clock.now
    print(
      "| \(storage.name) | \(step.name) | \(milliseconds(step.saved)) | \(milliseconds(step.visible)) "
        + "| \(milliseconds(written - start)) | \(milliseconds(read - start)) |")
  }
}

#if Postgres
  /// The session's database at `url`, emptied, its second reader and a raw baseline's table.
  func postgres(url: String, noFile: URL) async throws -> Storage {
    let logger = Logger(label: "syncups-storage-benchmark", factory: { _ in SwiftLogNoOpLogHandler() })
    func connect() async throws -> PostgresConnection {
      try await PostgresConnection.connect(
        configuration: PostgresConnection.Configuration(url: url), id: 0, logger: logger)
    }
    let setup = try await connect()
    try await setup.query(
      PostgresQuery(unsafeSQL: "DROP TABLE IF EXISTS shared_values, raw_values"), logger: logger)
    try await setup.query(
      PostgresQuery(unsafeSQL: "CREATE TABLE raw_values (key TEXT PRIMARY KEY, value TEXT NOT NULL)"),
      logger: logger)
    try await setup.close()
    let (reader, rawWriter, rawReader) = (try await connect(), try await connect(), try await connect())
    func value(of table: String, on connection: PostgresConnection) async throws -> Data? {
      let rows = try await connection.query(
        PostgresQuery(unsafeSQL: "SELECT value::text FROM \(table) WHERE key = 'sync-ups'"),
        logger: logger)
      for try await json in rows.decode(String.self) { return Data(json.utf8) }
      return nil
    }
    return Storage(
      name: "PostgreSQL", database: .postgres(url: url), file: noFile,
      readBack: { try await value(of: "shared_values", on: reader) },
      raw: Raw(
        write: { json in
          let text = String(decoding: json, as: UTF8.self)
          try await rawWriter.query(
            """
            INSERT INTO raw_values (key, value) VALUES ('sync-ups', \(text))
            ON CONFLICT (key) DO UPDATE SET value = excluded.value
            """, logger: logger)
        },
        readBack: { try await value(of: "raw_values", on: rawReader) }))
  }
#endif

let folder = FileManager.default.temporaryDirectory
  .appending(component: "syncups-storage-benchmark-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
// With a database, the file is the one sync-ups are imported from: there is none.
let noFile = folder.appending(component: "none.json")

var storages: [Storage] = []
let jsonFile = folder.appending(component: "sync-ups.json")
let rawFile = folder.appending(component: "raw.json")
storages.append(
  Storage(
    name: "JSON file", database: nil, file: jsonFile,
    readBack: { try? Data(contentsOf: jsonFile) },
    raw: Raw(
      write: { try $0.write(to: rawFile, options: .atomic) },
      readBack: { try Data(contentsOf: rawFile) })))

#if SQLite
  let sqlitePath = folder.appending(component: "sync-ups.sqlite").path
  let sqliteReader = try DatabaseQueue(path: sqlitePath)
  let rawPath = folder.appending(component: "raw.sqlite").path
  let rawWriter = try DatabaseQueue(path: rawPath)
  try rawWriter.write { db in
    try db.execute(sql: "CREATE TABLE raw_values (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL)")
  }
  let rawReader = try DatabaseQueue(path: rawPath)
  storages.append(
    Storage(
      name: "SQLite", database: .sqlite(path: sqlitePath), file: noFile,
      readBack: {
        try await sqliteReader.read { db in
          try String.fetchOne(db, sql: "SELECT value FROM shared_values WHERE key = 'sync-ups'")
        }.map { Data($0.utf8) }
      },
      raw: Raw(
        write: { json in
          try await rawWriter.write { db in
            try db.execute(
              sql: """
                INSERT INTO raw_values (key, value) VALUES ('sync-ups', ?)
                ON CONFLICT (key) DO UPDATE SET value = excluded.value
                """,
              arguments: [String(decoding: json, as: UTF8.self)])
          }
        },
        readBack: {
          try await rawReader.read { db in
            try String.fetchOne(db, sql: "SELECT value FROM raw_values WHERE key = 'sync-ups'")
          }.map { Data($0.utf8) }
        })))
#else
  print("(SQLite: not built; build with --traits SQLite)")
#endif

#if Postgres
  if let url = ProcessInfo.processInfo.environment["POSTGRES_URL"] {
    storages.append(try await postgres(url: url, noFile: noFile))
  } else {
    print("(PostgreSQL: POSTGRES_URL is not set; run through Scripts/with-postgres)")
  }
#else
  print("(PostgreSQL: not built; build with --traits Postgres)")
#endif

print("| Storage | Action | Saved (ms) | Read back (ms) | Raw write (ms) | Raw read back (ms) |")
print("|---|---|---:|---:|---:|---:|")
for storage in storages {
  do {
    try await measure(storage)
  } catch {
    // `exit`, not a throw: the rows printed so far are written out.
    print("error: \(storage.name): \(error)")
    exit(1)
  }
}
