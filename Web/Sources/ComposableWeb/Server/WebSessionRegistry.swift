import ComposableArchitecture
@_spi(Hosting) import Sharing

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
    /// Sends a frame, which waits for the saves of the shared values it shows.
    var send: (@Sendable (String, SharedReads) -> Void)?
    /// Closes the attached socket, saying why.
    var close: (@Sendable (WebSocketClosure) -> Void)?
    var expiry: Task<Void, Never>?
    /// Events dropped by the rate limit since the last one it let through.
    var droppedInARow = 0
    /// Whether a WebSocket ever attached: the tab runs the script, so its links' URLs are not
    /// its navigation (see ``WebSessionRegistry/follow(_:)``), and its page load was a live
    /// page's, not a bare GET's (see ``WebSessionRegistry/openSession(path:)``).
    var hasConnected = false
    /// The order the registry opened it in.
    let openingNumber: Int

    init(session: WebSession, limiter: RateLimiter, openingNumber: Int) {
      self.session = session
      self.limiter = limiter
      self.openingNumber = openingNumber
    }
  }

  let configuration: WebConfiguration
  private let scene: @MainActor @Sendable (_ path: String) -> WebScene
  private let uptime: Uptime
  private var entries: [String: Entry] = [:]
  private var sessionsOpened = 0

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
  ///
  /// At ``WebConfiguration/maxSessions``, the oldest session no WebSocket ever attached to makes
  /// room: any GET opens a session, so a client that only GETs (a script, or another site's page
  /// firing requests at this server) would otherwise fill the server for the sessions' lifetime
  /// and every real visitor would be refused. A visitor's page connects its socket at once; only
  /// a tab without the script, idle while the server is flooded, loses its session (its next
  /// click gets a fresh one).
  ///
  /// - Throws: ``WebSessionError/tooManySessions`` when every session has had a socket.
  func openSession(path: String) throws(WebSessionError) -> WebSession {
    if entries.count >= configuration.maxSessions {
      guard let oldest = oldestNeverConnected() else { throw .tooManySessions }
      discard(oldest)
    }
    // Each tab's stores count their stack elements from 0, so that the ids in a tab's URLs
    // (`/detail/3`) tell nothing of what other tabs pushed.
    let session = WebSession(
      scene: withDependencies { $0.stackElementID = .incrementing } operation: { scene(path) })
    sessionsOpened += 1
    let entry = Entry(
      session: session,
      limiter: RateLimiter(
        rate: configuration.eventsPerSecond, burst: configuration.eventBurst, now: uptime.now),
      openingNumber: sessionsOpened
    )
    entries[session.id] = entry
    scheduleExpiry(of: entry)
    return session
  }

  /// The session opened first of those no socket ever attached to. (A scan: it runs only at the
  /// limit, and costs less than the store and the render of the page that asks.)
  private func oldestNeverConnected() -> Entry? {
    entries.values.lazy.filter { !$0.hasConnected }.min { $0.openingNumber < $1.openingNumber }
  }

  private func discard(_ entry: Entry) {
    entries[entry.session.id] = nil
    entry.expiry?.cancel()
    entry.session.close()
  }

  /// The session for a page load: the one a button's form post just changed, if `resume` (the
  /// post's answer's cookie: the session's id and form token) names it, it is alive and no
  /// socket is attached to it; otherwise a new one for `path`.
  func pageSession(path: String, resuming resume: String?) throws(WebSessionError) -> WebSession {
    if let entry = entry(named: resume, secret: \.formToken), entry.send == nil {
      return entry.session
    }
    return try openSession(path: path)
  }

  /// The entry a credential (`ID.SECRET`) names, if the session is alive and `secret` of it is
  /// the credential's.
  private func entry(named credential: String?, secret: KeyPath<WebSession, String>) -> Entry? {
    guard let credential, let dot = credential.firstIndex(of: "."),
      let entry = entries[String(credential[..<dot])],
      Self.same(entry.session[keyPath: secret], String(credential[credential.index(after: dot)...]))
    else { return nil }
    return entry
  }

  /// Applies a button's form post (a click without a script): the session must exist, no
  /// WebSocket ever have attached to it, and the post carry its form token.
  ///
  /// A tab running the script sends its clicks over its socket, never as posts; and its links'
  /// URLs carry the form token (``WebLinkQuery``). So once a socket attached, a post is refused:
  /// a link's URL copied from the tab cannot act for it.
  ///
  /// - Returns: The session, rendered again.
  /// - Throws: ``WebSessionError/unknownSession`` for an unknown session, a wrong token or a
  ///   session a socket attached to, and what ``WebSession/handle(_:)`` throws; nothing runs then.
  func post(sessionID: String, token: String, controlID: String) throws(WebSessionError)
    -> WebSession
  {
    guard let entry = entries[sessionID], !entry.hasConnected,
      Self.same(entry.session.formToken, token)
    else {
      throw .unknownSession
    }
    guard entry.limiter.allow(now: uptime.now) else { throw .rateLimited }
    try entry.session.handle(WebEvent(controlID: controlID, kind: .click))
    if let update = entry.session.update() { entry.send?(update.json, entry.session.sharedReads) }
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
  /// Only for a session no WebSocket ever attached to (as a post): a tab running the script
  /// follows links over its socket, so a GET of one of its links' URLs is a new tab (opened from
  /// the link), which must not take this tab's session.
  ///
  /// - Returns: The session, rendered again.
  /// - Throws: What ``post(sessionID:token:controlID:)`` throws; nothing runs then.
  func follow(_ link: WebLinkQuery) throws(WebSessionError) -> WebSession {
    try post(sessionID: link.sessionID, token: link.token, controlID: link.controlID)
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
  /// The socket must carry the session's ``WebSession/socketKey`` (`key`), which only the page's
  /// body holds: the session's id, which its links' URLs carry, is not enough.
  ///
  /// A reloaded tab names the session its previous page had and that session's key
  /// (`resuming`, `ID.KEY`, which the page keeps in `sessionStorage`): if that session is alive
  /// and no socket is attached to it, the tab rejoins it — the session its page load opened is discarded, and the socket gets the
  /// resumed session's whole page, its path and its id (`"s"`), so the tab shows the same
  /// screen and state as before the reload. Otherwise (a new tab, an expired session, or one
  /// another tab is connected to) the tab keeps the session of its page load.
  ///
  /// - Returns: The connection, or `nil` if there is no such session or the key is not its (the
  ///   socket got an error frame telling the page to reload).
  func connect(
    sessionID: String, key: String, version: Int?, resuming previousCredential: String? = nil,
    send: @escaping @Sendable (String, SharedReads) -> Void,
    close: @escaping @Sendable (WebSocketClosure) -> Void = { _ in }
  ) -> Connection? {
    guard let loaded = entries[sessionID], Self.same(loaded.session.socketKey, key) else {
      send(Self.errorFrame(.unknownSession, reload: true), SharedReads())
      return nil
    }
    var entry = loaded
    var resumed = false
    if let previous = self.entry(named: previousCredential, secret: \.socketKey), previous !== loaded,
      previous.send == nil
    {
      discard(loaded)
      entry = previous
      resumed = true
    }
    entry.expiry?.cancel()
    entry.expiry = nil
    // The newer socket wins (most often the same tab, whose older socket died without a word);
    // the older one is told, and closed, so that two sockets never act for one session unseen.
    if let previousSend = entry.send {
      previousSend(Self.errorFrame(.sessionTakenOver, closed: true), SharedReads())
      entry.close?(.replaced)
    }
    entry.generation += 1
    entry.droppedInARow = 0
    entry.hasConnected = true
    entry.send = send
    entry.close = close
    let session = entry.session
    session.onUpdate = { [unowned session] update in send(update.json, session.sharedReads) }
    if resumed {
      _ = session.update()
      let page = WebUpdate(
        patches: [.replace(path: [], node: session.tree)], path: session.path,
        version: session.version)
      send(
        "{\"s\":" + JSON.string(session.id) + "," + String(page.json.dropFirst()),
        session.sharedReads)
    } else if let update = session.update() {
      send(update.json, session.sharedReads)
    } else if version != session.version {
      send(
        WebUpdate(patches: [.replace(path: [], node: session.tree)], path: session.path,
          version: session.version
        ).json, session.sharedReads)
    } else {
      send(Self.pathFrame(session), session.sharedReads)
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
        // One error frame for a run of dropped events, and a connection that has had a whole
        // burst more dropped since it last kept within the limit is closed — a burst at once, or
        // a sustained flood of which an event gets through now and then: a flood costs it its
        // socket, not the server one reply per run.
        entry.droppedInARow += 1
        if entry.limiter.refusedSinceFull > configuration.eventBurst {
          send(Self.errorFrame(.flooding, closed: true), SharedReads())
          entry.close?(.flooding)
          // Its later frames and its disconnect no longer count for the session.
          entry.generation += 1
          detach(entry)
        } else if entry.droppedInARow == 1 {
          send(Self.errorFrame(.rateLimited), SharedReads())
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
          send(update.json, entry.session.sharedReads)
        } else if path != entry.session.path {
          send(Self.pathFrame(entry.session), entry.session.sharedReads)
        }
      }
    } catch {
      send(Self.errorFrame(error), SharedReads())
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
    discard(entry)
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
