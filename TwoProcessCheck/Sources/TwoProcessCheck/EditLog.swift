import ConcurrencyExtras
import Sharing

/// The edits of a worker and their saves' answers. An edit is begun just before its `withLock`,
/// whose save the ``LoggedKey`` ties to it.
final class EditLog: Sendable {
  private struct State {
    var records: [EditRecord] = []
    /// The edit whose `withLock` is running: the next save is its save.
    var current: Int?
    /// What the process shows for an edit's element (set once the shared values exist).
    var describeShown: (@Sendable (EditRecord) -> String)?
  }

  private let state = LockIsolated(State())
  /// Classifies a failed save of an edit: refused (a conflict for its element), acknowledged (a
  /// rows save that wrote its element but not another one), or failed.
  let classify: @Sendable (EditRecord, any Error) -> EditRecord.Outcome

  init(classify: @escaping @Sendable (EditRecord, any Error) -> EditRecord.Outcome) {
    self.classify = classify
  }

  /// Sets how a refusal notes what the process then shows for the edit's element (a key hands
  /// the database's value over before it answers a save with a conflict).
  func describeShown(with describe: @escaping @Sendable (EditRecord) -> String) {
    self.state.withValue { $0.describeShown = describe }
  }

  var records: [EditRecord] { self.state.withValue(\.records) }

  var unfinished: Int { self.state.withValue { $0.records.count { $0.outcome == nil } } }

  /// Runs `edit`, logging the save it asks for as `record`'s.
  func log(_ record: EditRecord, _ edit: () -> Void) {
    self.state.withValue {
      $0.records.append(record)
      $0.current = $0.records.count - 1
    }
    edit()
    self.state.withValue { $0.current = nil }
  }

  /// The edit the save being asked for belongs to, if any.
  func takeCurrent() -> Int? {
    self.state.withValue { state in
      defer { state.current = nil }
      return state.current
    }
  }

  func finish(_ index: Int, with result: Result<Void, any Error>) {
    let finishedAt = monotonicNow()
    let refusal = self.state.withValue { state -> (EditRecord, @Sendable (EditRecord) -> String)? in
      var record = state.records[index]
      record.finishedAt = finishedAt
      switch result {
      case .success:
        record.outcome = .acknowledged
      case let .failure(error):
        record.outcome = self.classify(record, error)
        record.error = String(describing: error)
      }
      state.records[index] = record
      guard record.outcome == .refused, let describe = state.describeShown else { return nil }
      return (record, describe)
    }
    // Outside the lock: reading a shared value takes its own.
    guard let (record, describe) = refusal else { return }
    let shown = describe(record)
    self.state.withValue { $0.records[index].shownAfter = shown }
  }
}

/// A key that behaves as `base` and reports each save's answer to the edit log.
struct LoggedKey<Base: SharedKey>: SharedKey, CustomStringConvertible {
  let base: Base
  let log: EditLog

  var id: Base.ID { self.base.id }

  var description: String { String(describing: self.base) }

  func load(context: LoadContext<Base.Value>, continuation: LoadContinuation<Base.Value>) {
    self.base.load(context: context, continuation: continuation)
  }

  func subscribe(
    context: LoadContext<Base.Value>, subscriber: SharedSubscriber<Base.Value>
  ) -> SharedSubscription {
    self.base.subscribe(context: context, subscriber: subscriber)
  }

  func save(_ value: Base.Value, context: SaveContext, continuation: SaveContinuation) {
    let index = self.log.takeCurrent()
    let log = self.log
    self.base.save(
      value, context: context,
      continuation: SaveContinuation { result in
        let result = result.map { _ in () }
        continuation.resume(with: result)
        if let index { log.finish(index, with: result) }
      }
    )
  }
}
