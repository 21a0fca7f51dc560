import NIOConcurrencyHelpers
import NIOCore

/// Every connection the server has accepted and not yet closed, so that a shutdown can close
/// those whose clients do not finish in time: a request whose headers never end, a WebSocket whose
/// client never answers the close frame. Without it one such client keeps the server running.
final class OpenConnections: Sendable {
  private struct State {
    var isClosed = false
    var isScheduled = false
    var channels: [ObjectIdentifier: any Channel] = [:]
  }

  private let state = NIOLockedValueBox(State())

  /// Adds a connection until it closes; one accepted after ``closeAll()`` is closed at once.
  func add(_ channel: any Channel) {
    let added = state.withLockedValue { state in
      guard !state.isClosed else { return false }
      state.channels[ObjectIdentifier(channel)] = channel
      return true
    }
    guard added else {
      channel.close(promise: nil)
      return
    }
    channel.closeFuture.whenComplete { [weak self] _ in
      _ = self?.state.withLockedValue { $0.channels.removeValue(forKey: ObjectIdentifier(channel)) }
    }
  }

  /// How many connections are open.
  var count: Int { state.withLockedValue { $0.channels.count } }

  /// Closes every connection still open once `gracePeriod` has passed on `clock`; the first
  /// call schedules it, later ones change nothing.
  func closeAll(after gracePeriod: Duration, clock: any Clock<Duration>) {
    let isFirst = state.withLockedValue { state in
      defer { state.isScheduled = true }
      return !state.isScheduled
    }
    guard isFirst else { return }
    // Not awaited by anyone: a shutdown whose clients all finish in time ends without it.
    Task { [self] in
      try? await clock.sleep(for: gracePeriod)
      closeAll()
    }
  }

  /// Closes every open connection, and any accepted from now on.
  func closeAll() {
    let channels = state.withLockedValue { state in
      state.isClosed = true
      return Array(state.channels.values)
    }
    for channel in channels {
      channel.close(mode: .all, promise: nil)
    }
  }
}
