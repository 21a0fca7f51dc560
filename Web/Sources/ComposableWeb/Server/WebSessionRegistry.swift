/// The server's sessions: opens one per page load, connects WebSockets to them, routes the
/// browser's messages, and discards a session its tab left for longer than the configured
/// lifetime.
///
/// It speaks in text frames, so the protocol is tested without a network; ``WebServer`` only
/// carries the frames.
@MainActor
final class WebSessionRegistry {
  /// A WebSocket attached to a session. A newer connection to the same session replaces it.
  struct Connection: Sendable, Equatable {
    let sessionID: String
    let generation: Int
  }

  private final class Entry {
    let session: WebSession
    var limiter: RateLimiter
    var generation = 0
    var send: (@Sendable (String) -> Void)?
    var expiry: Task<Void, Never>?

    init(session: WebSession, limiter: RateLimiter) {
      self.session = session
      self.limiter = limiter
    }
  }

  let configuration: WebConfiguration
  private let scene: @MainActor @Sendable (_ path: String) -> WebScene
  private let uptime: Uptime
  private var entries: [String: Entry] = [:]

  nonisolated init(
    configuration: WebConfiguration,
    scene: @escaping @MainActor @Sendable (_ path: String) -> WebScene
  ) {
    self.configuration = configuration
    self.scene = scene
    self.uptime = Uptime(configuration.clock)
  }

  /// The sessions alive.
  var count: Int { entries.count }

  func session(id: String) -> WebSession? { entries[id]?.session }

  /// A new session for a page load of `path`, kept for the configured lifetime unless a
  /// WebSocket connects to it.
  func openSession(path: String) throws(WebSessionError) -> WebSession {
    guard entries.count < configuration.maxSessions else { throw .tooManySessions }
    let session = WebSession(scene: scene(path))
    let entry = Entry(
      session: session,
      limiter: RateLimiter(
        rate: configuration.eventsPerSecond, burst: configuration.eventBurst, now: uptime.now)
    )
    entries[session.id] = entry
    scheduleExpiry(of: entry)
    return session
  }

  /// Attaches a WebSocket to a session. Sends it the page's current state if the browser's
  /// `version` is behind, and then every update.
  ///
  /// - Returns: The connection, or `nil` if there is no such session (the socket got an error
  ///   frame telling the page to reload).
  func connect(
    sessionID: String, version: Int?, send: @escaping @Sendable (String) -> Void
  ) -> Connection? {
    guard let entry = entries[sessionID] else {
      send(Self.errorFrame(.unknownSession, reload: true))
      return nil
    }
    entry.expiry?.cancel()
    entry.expiry = nil
    entry.generation += 1
    entry.send = send
    let session = entry.session
    session.onUpdate = { update in send(update.json) }
    if let update = session.update() {
      send(update.json)
    } else if version != session.version {
      send(
        WebUpdate(patches: [.replace(path: [], node: session.tree)], path: session.path,
          version: session.version
        ).json)
    } else {
      send("{\"v\":\(session.version),\"u\":" + JSON.string(session.path) + "}")
    }
    return Connection(sessionID: sessionID, generation: entry.generation)
  }

  /// Handles one text frame from a connection; any reply goes back through its `send`.
  func receive(_ text: String, from connection: Connection) {
    guard let entry = entries[connection.sessionID], entry.generation == connection.generation,
      let send = entry.send
    else { return }
    do throws(WebSessionError) {
      let bytes = text.utf8.count
      guard bytes <= configuration.maxMessageBytes else {
        throw .messageTooLarge(bytes: bytes, limit: configuration.maxMessageBytes)
      }
      guard entry.limiter.allow(now: uptime.now) else { throw .rateLimited }
      switch try WebMessage(parsing: text) {
      case .event(let event):
        try entry.session.handle(event)
      case .navigate(let path):
        entry.session.navigate(to: path)
      }
    } catch {
      send(Self.errorFrame(error))
    }
  }

  /// Detaches a connection; the session is kept for the configured lifetime for the tab to
  /// reconnect.
  func disconnect(_ connection: Connection) {
    guard let entry = entries[connection.sessionID], entry.generation == connection.generation
    else { return }
    entry.send = nil
    entry.session.onUpdate = nil
    scheduleExpiry(of: entry)
  }

  private func scheduleExpiry(of entry: Entry) {
    let id = entry.session.id
    let generation = entry.generation
    let uptime = self.uptime
    let deadline = uptime.now + configuration.disconnectedSessionLifetime
    entry.expiry = Task { [weak self] in
      do {
        try await uptime.sleep(until: deadline)
      } catch {
        return
      }
      self?.expire(id: id, generation: generation)
    }
  }

  private func expire(id: String, generation: Int) {
    guard let entry = entries[id], entry.generation == generation, entry.send == nil else { return }
    entries[id] = nil
    entry.session.close()
  }

  nonisolated static func errorFrame(_ error: WebSessionError, reload: Bool = false) -> String {
    "{\"e\":" + JSON.string(error.description) + (reload ? ",\"reload\":true}" : "}")
  }
}
