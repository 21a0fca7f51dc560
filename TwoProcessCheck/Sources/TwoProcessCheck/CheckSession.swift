import ConcurrencyExtras
import Foundation
import IdentifiedCollections
import Sharing

/// One seed's run: seeds the shared elements, starts the two workers, lets them go at the same
/// moment, reads the database once both are done, and asks each what it shows.
struct CheckSession<Storage: CheckedStorage> {
  let storage: Storage
  let location: String
  /// Opens another connection, for the final read: what a process that starts now reads.
  let open: @Sendable (String) throws -> Storage
  let seed: UInt64
  let steps: Int

  func run() async throws -> ([EditRecord], Verdict) {
    // Names of their own, so that runs against one PostgreSQL database never meet.
    let name = "two_process_check_\(self.seed)_\(UInt32.random(in: 0...UInt32.max))"
    let shared = IdentifiedArray(
      uniqueElements: Item.sharedIDs.map { Item(id: $0, title: "seed") })
    try await save(shared, to: self.storage.rowsKey(name))

    let workers = try ["A", "B"].map { process in
      try WorkerProcess(
        name: process,
        arguments: CheckArguments.arguments(
          WorkerOptions(
            location: self.location, collection: name, valueName: name + "_value", seed: self.seed,
            process: process, steps: self.steps
          )
        )
      )
    }
    defer { for worker in workers { worker.finish() } }
    for worker in workers {
      guard case .ready = try await worker.receive(within: .seconds(30)) else {
        throw CheckError("process \(worker.name) did not say it was ready")
      }
    }
    for worker in workers { worker.send(.go) }
    var records: [EditRecord] = []
    for worker in workers {
      guard case let .done(log) = try await worker.receive(within: .seconds(60)) else {
        throw CheckError("process \(worker.name) did not send its log")
      }
      records += log
    }
    let reader = try self.open(self.location)
    let database = CheckedState(
      rows: Array(try await load(reader.rowsKey(name)) ?? []),
      value: try await load(reader.valueKey(name + "_value")) ?? []
    )
    await reader.close()
    var shown: [String: CheckedState] = [:]
    for worker in workers { worker.send(.expect(database)) }
    for worker in workers {
      guard case let .shown(state) = try await worker.receive(within: .seconds(30)) else {
        throw CheckError("process \(worker.name) did not say what it shows")
      }
      shown[worker.name] = state
    }
    return (records, Verdict(records: records, database: database, shown: shown))
  }
}

/// Writes `value` through a new instance of a key (no shared value involved), and waits.
private func save<Key: SharedKey>(_ value: Key.Value, to key: Key) async throws {
  let result = await withCheckedContinuation { continuation in
    key.save(
      value, context: .userInitiated,
      continuation: SaveContinuation { continuation.resume(returning: $0.map { _ in () }) }
    )
  }
  try result.get()
}

/// Reads a key's value from the database now, through a new instance of the key.
private func load<Key: SharedKey>(_ key: Key) async throws -> Key.Value? {
  try await withCheckedContinuation { continuation in
    key.load(
      context: .userInitiated,
      continuation: LoadContinuation { continuation.resume(returning: UncheckedSendable($0)) }
    )
  }.value.get()
}
