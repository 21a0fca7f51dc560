import ComposableArchitecture

/// The server's sessions: opens one per page load, connects WebSockets to them, routes the
/// browser's messages, and discards a session its tab left for longer than the configured
/// lifetime.
///
/// It speaks in text frames, so the protocol is tested without a network; ``WebServer`` only
/// carries the frames.
@MainActor
final class WebSessionRegistry {
  /// A WebSocket attached to a session. A newer connection to the same session replaces it: the
  /// older one is told so and closed (``WebSessionError/sessionTakenOver``).
  struct Connection: Sendable, Equatable {
    let sessionID: String
    let generation: Int
  }

  private final class Entry {
    let session: WebSession
    var limiter: RateLimiter
    var generation = 0
    var send: (@Sendable (String) -> Void)?
    /// Closes the attached socket, saying why.
    var close: (@Sendable (WebSocketClosure) -> Void)?
    var expiry: Task<Void, Never>?
    /// Events dropped by the rate limit since the last one it let through.
    var droppedInARow = 0
    /// Whether a WebSocket ever attached: the tab runs the script, so its links' URLs are not
    /// its navigation (see ``WebSessionRegistry/follow(_:)``).
    var hasConnected = false

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
    // Each tab's stores count their stack elements from 0, so that the ids in a tab's URLs
    // (`/detail/3`) tell nothing of what other tabs pushed.
    let session = WebSession(
      scene: withDependencies { $0.stackElementID = .incrementing } operation: { scene(path) })
    let entry = Entry(
      session: session,
      limiter: RateLimiter(
        rate: configuration.eventsPerSecond, burst: configuration.eventBurst, now: uptime.now)
    )
    entries[session.id] = entry
    scheduleExpiry(of: entry)
    return session
  }

  /// The session for a page load: the one a button's form post just changed, if `resume` (the
  /// post's answer's cookie: the session's id and form token) names it, it is alive and no
  /// socket is attached to it; otherwise a new one for `path`.
  func pageSession(path: String, resuming resume: String?) throws(WebSessionError) -> WebSession {
    if let resume, let dot = resume.firstIndex(of: "."),
      let entry = entries[String(resume[..<dot])], entry.send == nil,
      Self.same(entry.session.formToken, String(resume[resume.index(after: dot)...]))
    {
      return entry.session
    }
    return try openSession(path: path)
  }

  /// Applies a button's form post (a click without a script): the session must exist and the
  /// post carry its form token.
  ///
  /// - Returns: The session, rendered again.
  /// - Throws: ``WebSessionError/unknownSession`` for an unknown session or a wrong token, and
  ///   what ``WebSession/handle(_:)`` throws; nothing runs then.
  func post(sessionID: String, token: String, controlID: String) throws(WebSessionError)
    -> WebSession
  {
    guard let entry = entries[sessionID], Self.same(entry.session.formToken, token) else {
      throw .unknownSession
    }
    guard entry.limiter.allow(now: uptime.now) else { throw .rateLimited }
    try entry.session.handle(WebEvent(controlID: controlID, kind: .click))
    if let update = entry.session.update() { entry.send?(update.json) }
    if entry.send == nil {
      // The tab without a script comes back with its next page load: keep the session for it.
      entry.expiry?.cancel()
      scheduleExpiry(of: entry)
    }
    return entry.session
  }

  /// Applies a link's click for a tab without a script, whose GET of the link's URL named the
  /// session, its form token and the link (``WebLinkQuery``).
  ///
  /// Only for a session no WebSocket ever attached to: a tab running the script follows links
  /// over its socket, so a GET of one of its links' URLs is a new tab (opened from the link),
  /// which must not take this tab's session.
  ///
  /// - Returns: The session, rendered again.
  /// - Throws: ``WebSessionError/unknownSession`` for an unknown session, a wrong token or a
  ///   session a socket attached to, and what ``post(sessionID:token:controlID:)`` throws;
  ///   nothing runs then.
  func follow(_ link: WebLinkQuery) throws(WebSessionError) -> WebSession {
    guard let entry = entries[link.sessionID], !entry.hasConnected else { throw .unknownSession }
    return try post(sessionID: link.sessionID, token: link.token, controlID: link.controlID)
  }

  /// Whether two secrets are equal, compared in full whatever differs, so that the time taken
  /// tells nothing.
  nonisolated static func same(_ a: String, _ b: String) -> Bool {
    let a = Array(a.utf8)
    let b = Array(b.utf8)
    guard a.count == b.count else { return false }
    return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
  }

  /// Attaches a WebSocket to a session. Sends it the page's current state if the browser's
  /// `version` is behind, and then every update.
  ///
  /// A reloaded tab names the session its previous page had (`resuming`, which the page keeps
  /// in `sessionStorage`): if that session is alive and no socket is attached to it, the tab
  /// rejoins it — the session its page load opened is discarded, and the socket gets the
  /// resumed session's whole page, its path and its id (`"s"`), so the tab shows the same
  /// screen and state as before the reload. Otherwise (a new tab, an expired session, or one
  /// another tab is connected to) the tab keeps the session of its page load.
  ///
  /// - Returns: The connection, or `nil` if there is no such session (the socket got an error
  ///   frame telling the page to reload).
  func connect(
    sessionID: String, version: Int?, resuming resumedID: String? = nil,
    send: @escaping @Sendable (String) -> Void,
    close: @escaping @Sendable (WebSocketClosure) -> Void = { _ in }
  ) -> Connection? {
    guard let loaded = entries[sessionID] else {
      send(Self.errorFrame(.unknownSession, reload: true))
      return nil
    }
    var entry = loaded
    var resumed = false
    if let resumedID, resumedID != sessionID, let previous = entries[resumedID],
      previous.send == nil
    {
      entries[sessionID] = nil
      loaded.expiry?.cancel()
      loaded.session.close()
      entry = previous
      resumed = true
    }
    entry.expiry?.cancel()
    entry.expiry = nil
    // The newer socket wins (most often the same tab, whose older socket died without a word);
    // the older one is told, and closed, so that two sockets never act for one session unseen.
    if let previousSend = entry.send {
      previousSend(Self.errorFrame(.sessionTakenOver, closed: true))
      entry.close?(.replaced)
    }
    entry.generation += 1
    entry.droppedInARow = 0
    entry.hasConnected = true
    entry.send = send
    entry.close = close
    let session = entry.session
    session.onUpdate = { update in send(update.json) }
    if resumed {
      _ = session.update()
      let page = WebUpdate(
        patches: [.replace(path: [], node: session.tree)], path: session.path,
        version: session.version)
      send("{\"s\":" + JSON.string(session.id) + "," + String(page.json.dropFirst()))
    } else if let update = session.update() {
      send(update.json)
    } else if version != session.version {
      send(
        WebUpdate(patches: [.replace(path: [], node: session.tree)], path: session.path,
          version: session.version
        ).json)
    } else {
      send(Self.pathFrame(session))
    }
    return Connection(sessionID: session.id, generation: entry.generation)
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
      guard entry.limiter.allow(now: uptime.now) else {
        // One error frame for a run of dropped events, and a connection that keeps sending a
        // whole burst more beyond its limit is closed: a flood costs it its socket, not the
        // server one reply per event.
        entry.droppedInARow += 1
        if entry.droppedInARow > configuration.eventBurst {
          send(Self.errorFrame(.flooding, closed: true))
          entry.close?(.flooding)
          // Its later frames and its disconnect no longer count for the session.
          entry.generation += 1
          detach(entry)
        } else if entry.droppedInARow == 1 {
          send(Self.errorFrame(.rateLimited))
        }
        return
      }
      entry.droppedInARow = 0
      switch try WebMessage(parsing: text) {
      case .event(let event):
        try entry.session.handle(event)
      case .navigate(let path):
        // The page answers at once: with what changed, or with the path it stays at when the
        // app did not follow (a forward to a screen the stack has popped), so that the address
        // bar always matches the screen.
        entry.session.navigate(to: path)
        if let update = entry.session.update() {
          send(update.json)
        } else if path != entry.session.path {
          send(Self.pathFrame(entry.session))
        }
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
    detach(entry)
  }

  /// Forgets the socket attached to a session and keeps the session for its lifetime.
  private func detach(_ entry: Entry) {
    entry.send = nil
    entry.close = nil
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

  /// Closes every connection (going away) and ends every session: their views'
  /// `onDisappear` actions run and their tasks are cancelled. The server calls it when it shuts
  /// down, so that it does not wait for the tabs.
  func shutDown() {
    for (id, entry) in entries {
      entries[id] = nil
      entry.expiry?.cancel()
      entry.send = nil
      entry.close?(.goingAway)
      entry.close = nil
      entry.session.close()
    }
  }

  private static func pathFrame(_ session: WebSession) -> String {
    "{\"v\":\(session.version),\"u\":" + JSON.string(session.path) + "}"
  }

  /// An error frame: the page shows the description; `reload` tells it to reload, `closed`
  /// that the server closes this socket and the page must not reconnect on its own.
  nonisolated static func errorFrame(
    _ error: WebSessionError, reload: Bool = false, closed: Bool = false
  ) -> String {
    "{\"e\":" + JSON.string(error.description) + (reload ? ",\"reload\":true" : "")
      + (closed ? ",\"closed\":true}" : "}")
  }
}
