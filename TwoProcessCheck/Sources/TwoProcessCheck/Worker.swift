import Foundation
import IdentifiedCollections
import Sharing

/// What a worker is told on its command line.
struct WorkerOptions: Sendable {
  var location: String
  var collection: String
  var valueName: String
  var seed: UInt64
  /// `A` or `B`: names its tokens and element ids, and picks its half of the seed.
  var process: String
  var steps: Int
}

/// One of the two processes: opens both keys, and on `go` makes its seeded schedule of edits —
/// appends, edits of the shared elements and of the other process's, removals, on the rows key;
/// appended and removed tokens on the value key — with short random waits between them, while the
/// other process does the same.
@MainActor
final class Worker<Storage: CheckedStorage> {
  private let options: WorkerOptions
  private let log: EditLog
  private let rows: Shared<IdentifiedArrayOf<Item>>
  private let value: Shared<[String]>
  private var generator: SeededGenerator

  init(storage: Storage, options: WorkerOptions) {
    self.options = options
    self.log = EditLog { record, error in
      switch record.target {
      case .rows:
        guard let ids = storage.conflictingElements(error) else { return .failed }
        return ids.contains(record.element) ? .refused : .acknowledged
      case .value:
        return storage.isValueConflict(error) ? .refused : .failed
      }
    }
    let rows = Shared(wrappedValue: [], LoggedKey(base: storage.rowsKey(options.collection), log: self.log))
    let value = Shared(wrappedValue: [], LoggedKey(base: storage.valueKey(options.valueName), log: self.log))
    self.log.describeShown { record in
      switch record.target {
      case .rows: rows.wrappedValue[id: record.element].map { "title \($0.title)" } ?? "absent"
      case .value: value.wrappedValue.contains(record.element) ? "present" : "absent"
      }
    }
    self.rows = rows
    self.value = value
    self.generator = SeededGenerator(seed: options.seed &* 2 &+ (options.process == "A" ? 0 : 1))
  }

  /// Talks to the checker through standard input and output until it has what the process shows.
  func run() async throws {
    var input = lines(of: .standardInput).makeAsyncIterator()
    guard await self.wait(upTo: .seconds(10), until: { !self.rows.isLoading && !self.value.isLoading })
    else { throw WorkerError("the keys did not load in 10 s") }
    if let error = self.rows.loadError ?? self.value.loadError { throw error }
    self.send(.ready)
    guard case .go = try await Self.read(&input) else { throw WorkerError("expected go") }
    for step in 0..<self.options.steps {
      self.edit(step: step)
      try await Task.sleep(for: .milliseconds(Int.random(in: 0..<12, using: &self.generator)))
    }
    guard await self.wait(upTo: .seconds(20), until: { self.log.unfinished == 0 }) else {
      throw WorkerError("\(self.log.unfinished) saves did not answer in 20 s")
    }
    self.send(.done(self.log.records))
    guard case let .expect(expected) = try await Self.read(&input) else {
      throw WorkerError("expected expect")
    }
    // The other process's last changes reach this one through notifications: a bounded wait.
    _ = await self.wait(upTo: .seconds(5), until: { self.shown == expected })
    self.send(.shown(self.shown))
  }

  private var shown: CheckedState {
    CheckedState(rows: Array(self.rows.wrappedValue), value: self.value.wrappedValue)
  }

  /// Makes step `step`'s edit, chosen by the seed from what the process shows now.
  private func edit(step: Int) {
    let token = "\(self.options.process):\(step)"
    let roll = Int.random(in: 0..<100, using: &self.generator)
    switch roll {
    case ..<20:
      self.appendElement(id: "\(self.options.process)-\(step)", token: token, step: step)
    case ..<60:
      self.editElement(token: token, step: step)
    case ..<72:
      self.removeElement(token: token, step: step)
    case ..<92:
      self.record(.value, .append, token, token: token, step: step) {
        self.value.withLock { $0.append(token) }
      }
    default:
      self.removeToken(token: token, step: step)
    }
  }

  private func appendElement(id: String, token: String, step: Int) {
    self.record(.rows, .append, id, token: token, step: step) {
      self.rows.withLock { _ = $0.append(Item(id: id, title: token)) }
    }
  }

  /// Edits a shared element most of the time (the one the other process edits too), else any.
  private func editElement(token: String, step: Int) {
    let shown = self.rows.wrappedValue
    let shared = Item.sharedIDs.filter { shown[id: $0] != nil }
    let candidates = Bool.random(using: &self.generator) && !shared.isEmpty ? shared : shown.ids.elements
    guard let id = candidates.randomElement(using: &self.generator) else {
      return self.appendElement(id: "\(self.options.process)-\(step)", token: token, step: step)
    }
    self.record(.rows, .edit, id, token: token, base: shown[id: id]?.title, step: step) {
      self.rows.withLock { $0[id: id]?.title = token }
    }
  }

  /// Removes an element other than the shared ones (which stay, so that edits keep meeting).
  private func removeElement(token: String, step: Int) {
    let shown = self.rows.wrappedValue
    let candidates = shown.ids.filter { !Item.sharedIDs.contains($0) }
    guard let id = candidates.randomElement(using: &self.generator) else {
      return self.editElement(token: token, step: step)
    }
    self.record(.rows, .remove, id, token: token, base: shown[id: id]?.title, step: step) {
      self.rows.withLock { _ = $0.remove(id: id) }
    }
  }

  /// Removes this process's oldest token from the value.
  private func removeToken(token: String, step: Int) {
    guard let oldest = self.value.wrappedValue.first(where: { $0.hasPrefix(self.options.process + ":") })
    else {
      return self.record(.value, .append, token, token: token, step: step) {
        self.value.withLock { $0.append(token) }
      }
    }
    self.record(.value, .remove, oldest, token: token, step: step) {
      self.value.withLock { $0.removeAll { $0 == oldest } }
    }
  }

  private func record(
    _ target: EditRecord.Target, _ kind: EditRecord.Kind, _ element: String, token: String,
    base: String? = nil, step: Int, edit: () -> Void
  ) {
    let record = EditRecord(
      process: self.options.process, step: step, target: target, kind: kind, element: element,
      token: token, base: base, issuedAt: monotonicNow()
    )
    self.log.log(record, edit)
  }

  private func send(_ message: WorkerMessage) {
    FileHandle.standardOutput.write(message.jsonLine())
  }

  private static func read(
    _ input: inout AsyncStream<String>.Iterator
  ) async throws -> CheckerMessage {
    guard let line = await input.next(isolation: MainActor.shared) else { throw WorkerError("the checker went away") }
    return try JSONDecoder().decode(CheckerMessage.self, from: Data(line.utf8))
  }

  /// Checks `condition` every few milliseconds (the keys deliver on their own threads); `false`
  /// when `limit` passed first.
  private func wait(upTo limit: Duration, until condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while !condition() {
      guard ContinuousClock.now < deadline else { return false }
      try? await Task.sleep(for: .milliseconds(5))
    }
    return true
  }
}

/// Why a worker gave up.
struct WorkerError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
