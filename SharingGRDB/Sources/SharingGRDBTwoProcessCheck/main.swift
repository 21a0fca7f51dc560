// Two processes edit one SQLite file's `.sqliteRows` and `.sqlite` keys on a seeded random
// schedule, and the check verifies that the database kept every acknowledged change and that
// each process shows what the database holds (RELIABILITY.md, "Two processes, a random schedule").
//
//     swift run --package-path SharingGRDB --scratch-path .build sharing-grdb-two-process-check \
//       [--seed N]… [--random-seeds N] [--steps N]
import Foundation
import TwoProcessCheck

// Each seed gets a new file, in a folder of its own that the check leaves for a look afterwards.
let folder = FileManager.default.temporaryDirectory
  .appendingPathComponent("sharing-grdb-two-process-check-\(ProcessInfo.processInfo.processIdentifier)")

await TwoProcessCheck.main(
  storage: "SQLite",
  reproduction:
    "swift run --package-path SharingGRDB --scratch-path .build sharing-grdb-two-process-check",
  location: { seed in
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent("seed-\(seed).sqlite").path
  },
  open: { try SQLiteCheckedStorage(path: $0) }
)
