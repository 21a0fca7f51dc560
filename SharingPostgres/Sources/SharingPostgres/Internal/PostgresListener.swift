import ConcurrencyExtras
import Foundation
import Logging
import PostgresNIO
import Sharing

/// Hears every change to the table on a connection of its own (`LISTEN shared_values`) and hands
/// each to the keys that follow that name. Opened by the first subscription; when the connection
/// drops it reconnects with backoff and then has every key fetch its row again, since a change
/// made while nobody listened was not notified.
final class PostgresListener: Sendable {
  /// What a key does with a change: `version` is the row's new version (`0`: deleted), or `nil`
  /// when the listener cannot tell (it has just started listening).
  typealias Handler = @Sendable (_ version: Int64?) -> Void

  private let configuration: PostgresConnection.Configuration
  private let logger: Logger
  private let state = LockIsolated(State())

  private struct State {
    var handlers: [String: [UUID: Handler]] = [:]
    var task: Task<Void, Never>?
    var isClosed = false
  }

  init(configuration: PostgresConnection.Configuration, logger: Logger) {
    self.configuration = configuration
    self.logger = logger
  }

  /// Follows the changes of the row named `key` until the subscription is cancelled.
  func subscribe(key: String, handler: @escaping Handler) -> SharedSubscription {
    let id = UUID()
    let isClosed = self.state.withValue { state in
      guard !state.isClosed else { return true }
      state.handlers[key, default: [:]][id] = handler
      if state.task == nil {
        state.task = Task { [configuration, logger, state = self.state] in
          await Self.listen(configuration: configuration, logger: logger, state: state)
        }
      }
      return false
    }
    if isClosed { return SharedSubscription {} }
    return SharedSubscription { [state = self.state] in
      state.withValue { $0.handlers[key]?[id] = nil }
    }
  }

  func close() {
    let task = self.state.withValue { state in
      state.isClosed = true
      state.handlers = [:]
      return state.task
    }
    task?.cancel()
  }

  /// Listens until cancelled, reconnecting after each failure.
  private static func listen(
    configuration: PostgresConnection.Configuration, logger: Logger, state: LockIsolated<State>
  ) async {
    var failures = 0
    var id = 0
    while !Task.isCancelled {
      id += 1
      do {
        let connection = try await PostgresConnection.connect(
          configuration: configuration, id: id, logger: logger
        )
        do {
          try await connection.listen(on: SharedValuesTable.channel) { notifications in
            failures = 0
            Self.deliverToAll(state: state)
            for try await notification in notifications {
              Self.deliver(notification.payload, state: state)
            }
          }
        } catch {
          logger.debug("listening stopped: \(error)")
        }
        try? await connection.close()
      } catch {
        logger.debug("listener could not connect: \(error)")
      }
      guard !Task.isCancelled else { return }
      try? await Task.sleep(for: Backoff.delay(afterFailures: failures))
      failures += 1
    }
  }

  /// `"VERSION:KEY"`, as the table's trigger sends it.
  private static func deliver(_ payload: String, state: LockIsolated<State>) {
    guard
      let colon = payload.firstIndex(of: ":"),
      let version = Int64(payload[..<colon])
    else { return }
    let key = String(payload[payload.index(after: colon)...])
    let handlers = state.withValue { Array($0.handlers[key, default: [:]].values) }
    for handler in handlers { handler(version) }
  }

  private static func deliverToAll(state: LockIsolated<State>) {
    let handlers = state.withValue { $0.handlers.values.flatMap(\.values) }
    for handler in handlers { handler(nil) }
  }
}
