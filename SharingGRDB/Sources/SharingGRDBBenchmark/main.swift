import Dispatch
import SharingGRDB

// BENCHMARKS.md's SQLite section: a 10,000-row `fetchAll`, and a one-row update until a reader
// sees it, through `@SharedReader(.fetchAll…)`/`.fetchOne` and through raw GRDB in the same run.
//
//     swift run -c release --package-path SharingGRDB --scratch-path .build sharing-grdb-benchmark

let rowCount = 10_000
let fetches = 100
let updates = 1_000
let database = try Player.database(count: rowCount)
let allRows = "SELECT id, name, score FROM players"
let oneScore = "SELECT score FROM players WHERE id = 1"

// A 10,000-row fetch: GRDB's read, then a reader's creation (its first fetch, made synchronously,
// and the start of its observation), then `load()` on a live reader.
var rawFetch = Samples("raw GRDB: read { fetchAll } of \(rowCount) rows")
for _ in 1...fetches {
  let rows = try rawFetch.measure { try database.read { try Player.fetchAll($0, sql: allRows) } }
  precondition(rows.count == rowCount)
}
print(rawFetch.line)

var undecodedFetch = Samples("raw GRDB: read { Row.fetchAll } of \(rowCount) rows, not decoded")
for _ in 1...fetches {
  let rows = try undecodedFetch.measure { try database.read { try Row.fetchAll($0, sql: allRows) } }
  precondition(rows.count == rowCount)
}
print(undecodedFetch.line)

var handDecodedFetch = Samples("raw GRDB: read { fetchAll } of \(rowCount) rows, decoded by init(row:)")
for _ in 1...fetches {
  let rows = try handDecodedFetch.measure {
    try database.read { try PlayerDecodedByHand.fetchAll($0, sql: allRows) }
  }
  precondition(rows.count == rowCount)
}
print(handDecodedFetch.line)

var rawObservationStart = Samples("raw GRDB: ValueObservation of \(rowCount) rows, started with its first value")
for _ in 1...fetches {
  let cancellable = rawObservationStart.measure {
    ValueObservation.tracking { try Player.fetchAll($0, sql: allRows) }
      .start(in: database, scheduling: .immediateOffMain, onError: { _ in }, onChange: { _ in })
  }
  cancellable.cancel()
}
print(rawObservationStart.line)

/// Readers of `Record`s created one after the other, each the key's only one and released before
/// the next: a new storage every time.
@MainActor
func readerCreations<Record: FetchableRecord & Sendable>(
  of _: Record.Type, _ name: String
) -> Samples {
  var samples = Samples(name)
  for _ in 1...fetches {
    let rows = samples.measure {
      SharedReader<[Record]>(.fetchAll(sql: allRows, database: database))
    }
    precondition(rows.wrappedValue.count == rowCount)
  }
  return samples
}
print(readerCreations(of: Player.self, "@SharedReader(.fetchAll) of \(rowCount) rows, created").line)
print(
  readerCreations(
    of: PlayerDecodedByHand.self,
    "@SharedReader(.fetchAll) of \(rowCount) rows decoded by init(row:), created"
  ).line
)

// Each section's readers and observers go away with it: a live observer of the whole table would
// fetch it again on every later write.
do {
  let liveRows = SharedReader<[Player]>(
    .fetchAll(sql: allRows, database: database, scheduler: DeliveryScheduler())
  )
  var sharedLoad = Samples("$players.load() of \(rowCount) rows")
  for _ in 1...fetches {
    let start = Samples.now
    try await liveRows.load()
    sharedLoad.record(since: start)
  }
  print(sharedLoad.line)
}

// An update of one row until the reader holds it: the write, the commit, GRDB's fetch, its
// delivery on the scheduler's queue and (for Sharing) the shared value's update.
func update(score: Int) throws {
  try database.write { try $0.execute(sql: "UPDATE players SET score = ? WHERE id = 1", arguments: [score]) }
}

let rawScheduler = DeliveryScheduler()
let rawScore = LockedScore()
let rawObservation = ValueObservation.tracking { try Int.fetchOne($0, sql: oneScore) ?? -1 }
  .start(in: database, scheduling: rawScheduler, onError: { _ in }, onChange: rawScore.set)
rawScheduler.waitForDelivery()
var rawUpdate = Samples("raw GRDB: one-row update until the observer has it (fetchOne)")
for score in 1...updates {
  try rawUpdate.measure {
    try update(score: score)
    rawScheduler.waitForDelivery()
  }
  precondition(rawScore.value == score)
}
rawObservation.cancel()
print(rawUpdate.line)

do {
  let scheduler = DeliveryScheduler()
  let sharedScore = SharedReader<Int>(
    wrappedValue: -1, .fetchOne(sql: oneScore, database: database, scheduler: scheduler)
  )
  var sharedUpdate = Samples("@SharedReader(.fetchOne): one-row update until the reader has it")
  for score in updates + 1...2 * updates {
    try sharedUpdate.measure {
      try update(score: score)
      scheduler.waitForDelivery()
    }
    precondition(sharedScore.wrappedValue == score)
  }
  print(sharedUpdate.line)
}

// The same update seen by readers of all 10,000 rows: GRDB fetches them all again.
let allScheduler = DeliveryScheduler()
let rawAll = ValueObservation.tracking { try Player.fetchAll($0, sql: allRows) }
  .start(in: database, scheduling: allScheduler, onError: { _ in }, onChange: { _ in })
allScheduler.waitForDelivery()
var rawUpdateAll = Samples("raw GRDB: one-row update until the observer of \(rowCount) rows has it")
for score in 1...fetches {
  try rawUpdateAll.measure {
    try update(score: -score)
    allScheduler.waitForDelivery()
  }
}
rawAll.cancel()
print(rawUpdateAll.line)

do {
  let sharedAllScheduler = DeliveryScheduler()
  let sharedAll = SharedReader<[Player]>(
    .fetchAll(sql: allRows, database: database, scheduler: sharedAllScheduler)
  )
  var sharedUpdateAll = Samples("@SharedReader(.fetchAll) of \(rowCount) rows: one-row update until the reader has it")
  for score in 1...fetches {
    try sharedUpdateAll.measure {
      try update(score: 1_000_000 + score)
      sharedAllScheduler.waitForDelivery()
    }
    precondition(sharedAll.wrappedValue.first?.score == 1_000_000 + score)
  }
  print(sharedUpdateAll.line)
}

do {
  let scheduler = DeliveryScheduler()
  let players = SharedReader<[PlayerDecodedByHand]>(
    .fetchAll(sql: allRows, database: database, scheduler: scheduler)
  )
  var handDecodedUpdate = Samples(
    "@SharedReader(.fetchAll) of \(rowCount) rows decoded by init(row:): one-row update until the reader has it"
  )
  for score in 1...fetches {
    try handDecodedUpdate.measure {
      try update(score: 2_000_000 + score)
      scheduler.waitForDelivery()
    }
    precondition(players.wrappedValue.first?.score == 2_000_000 + score)
  }
  print(handDecodedUpdate.line)
}
