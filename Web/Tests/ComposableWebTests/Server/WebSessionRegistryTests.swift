import ComposableArchitecture
import Testing

@testable import ComposableWeb
@_spi(Hosting) import Sharing

/// The protocol, frame by frame, without a network.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct WebSessionRegistryTests {
  let clock = TestClock()
  let frames = LockIsolated<[String]>([])
  let stores = LockIsolated<[StoreOf<Counter>]>([])

  func registry(_ configure: (inout WebConfiguration) -> Void = { _ in }) -> WebSessionRegistry {
    var configuration = WebConfiguration()
    configuration.clock = clock
    configure(&configuration)
    let stores = self.stores
    return WebSessionRegistry(configuration: configuration) { path in
      let store = Store(initialState: Counter.State(isShowingDetail: path == "/detail")) {
        Counter()
      }
      stores.withValue { $0.append(store) }
      return counterScene(store)
    }
  }

  func send() -> @Sendable (String, SharedReads) -> Void {
    let frames = self.frames
    return { frame, _ in frames.withValue { $0.append(frame) } }
  }

  func event(_ id: String, _ kind: WebEventKind = .click, _ payload: String = "") -> String {
    #"{"t":"event","c":"\#(id)","e":"\#(kind.rawValue)","v":"\#(payload)"}"#
  }

  /// A session with a socket attached whose closures are noted, and the id of its "+" button.
  func connectedTab(_ registry: WebSessionRegistry) throws -> (
    session: WebSession, connection: WebSessionRegistry.Connection,
    closures: LockIsolated<[WebSocketClosure]>, increment: String
  ) {
    let session = try registry.openSession(path: "/")
    let closures = LockIsolated<[WebSocketClosure]>([])
    let close: @Sendable (WebSocketClosure) -> Void = { reason in
      closures.withValue { $0.append(reason) }
    }
    let connection = try #require(
      registry.connect(
        sessionID: session.id, key: session.socketKey, version: 0, send: send(), close: close))
    let id = try #require(session.tree.controlID(.click, containing: "+"))
    return (session, connection, closures, id)
  }

  @Test func eventsGoUpAndPatchesComeDown() async throws {
    let registry = registry()
    let session = try registry.openSession(path: "/")
    let connection = try #require(
      registry.connect(sessionID: session.id, key: session.socketKey, version: 0, send: send()))
    #expect(frames.value == [#"{"v":0,"u":"/"}"#])
    let id = try #require(session.tree.controlID(.click, containing: "+"))
    registry.receive(event(id), from: connection)
    #expect(stores.value[0].count == 1)
    #expect(await eventually { frames.value.count == 2 })
    #expect(frames.value[1] == #"{"v":1,"p":[["t",[0,0],"Count: 1"]]}"#)
  }

  @Test func malformedMessagesGetAnErrorFrameAndChangeNothing() throws {
    let registry = registry()
    let session = try registry.openSession(path: "/")
    let connection = try #require(
      registry.connect(sessionID: session.id, key: session.socketKey, version: 0, send: send()))
    let id = try #require(session.tree.controlID(.click, containing: "+"))
    registry.receive("not json", from: connection)
    registry.receive(#"{"t":"launch"}"#, from: connection)
    registry.receive(#"{"t":"event","c":"\#(id)","e":"hover"}"#, from: connection)
    registry.receive(#"{"t":"nav","u":"http://evil.example/"}"#, from: connection)
    registry.receive(event("ffffffffffffffff"), from: connection)
    registry.receive(#"{"t":"action","action":"incrementButtonTapped"}"#, from: connection)
    #expect(
      frames.value.dropFirst() == [
        #"{"e":"Malformed message: not a JSON object with a string field \"t\"."}"#,
        #"{"e":"Malformed message: unknown message type \"launch\"."}"#,
        #"{"e":"Malformed message: an event's kind \"e\" must be one of click, input, change, submit, cancel."}"#,
        #"{"e":"Malformed message: a navigation needs a path \"u\" starting with \"/\"."}"#,
        #"{"e":"No control with id \"ffffffffffffffff\" is on this page; the event was ignored."}"#,
        #"{"e":"Malformed message: unknown message type \"action\"."}"#,
      ])
    #expect(stores.value[0].state == Counter.State())
    #expect(!session.needsUpdate)
  }

  @Test func oversizedMessagesAreRejected() throws {
    let registry = registry { $0.maxMessageBytes = 64 }
    let session = try registry.openSession(path: "/")
    let connection = try #require(
      registry.connect(sessionID: session.id, key: session.socketKey, version: 0, send: send()))
    let id = try #require(session.tree.controlID(.input))
    let message = event(id, .input, String(repeating: "x", count: 100))
    registry.receive(message, from: connection)
    #expect(
      frames.value.last
        == #"{"e":"Message too large: \#(message.utf8.count) bytes, the limit is 64."}"#)
    #expect(stores.value[0].name == "")
  }

  @Test func eventsBeyondTheRateLimitAreDropped() async throws {
    let registry = registry {
      $0.eventsPerSecond = 2
      $0.eventBurst = 3
    }
    let session = try registry.openSession(path: "/")
    let connection = try #require(
      registry.connect(sessionID: session.id, key: session.socketKey, version: 0, send: send()))
    let id = try #require(session.tree.controlID(.click, containing: "+"))
    for _ in 1...5 { registry.receive(event(id), from: connection) }
    #expect(stores.value[0].count == 3)
    // One error frame for the run of dropped events, not one per event.
    #expect(frames.value.filter { $0 == #"{"e":"Too many events; the event was ignored."}"# }.count == 1)
    await clock.advance(by: .milliseconds(500))
    registry.receive(event(id), from: connection)
    registry.receive(event(id), from: connection)
    #expect(stores.value[0].count == 4)
  }

  @Test func aConnectionThatKeepsFloodingIsClosedAndTheSessionKept() async throws {
    let registry = registry {
      $0.eventsPerSecond = 2
      $0.eventBurst = 3
    }
    let (session, connection, closures, id) = try connectedTab(registry)
    // The burst, then as many dropped again: still connected.
    for _ in 1...6 { registry.receive(event(id), from: connection) }
    #expect(closures.value == [])
    // One more beyond it: closed, saying why.
    registry.receive(event(id), from: connection)
    #expect(closures.value == [.flooding])
    #expect(
      frames.value.last
        == #"{"e":"Too many events; the connection is closed. Reload to continue.","closed":true}"#)
    // Its later frames count for nothing, even once the limit would let them through.
    await clock.advance(by: .seconds(10))
    registry.receive(event(id), from: connection)
    #expect(stores.value[0].count == 3)
    // The session is kept: the page reloaded (or another socket) picks it up.
    #expect(registry.count == 1)
    let again = try #require(registry.connect(
      sessionID: session.id, key: session.socketKey, version: 3, send: send()))
    registry.receive(event(id), from: again)
    #expect(stores.value[0].count == 4)
  }

  /// About 1,000 events a second for 5 s, with the default limits: now and then an event gets
  /// through (the bucket refills one every 20 ms), so the dropped events never make a run of a
  /// burst; the connection is closed all the same, once a burst's worth has been dropped.
  @Test func aSustainedFloodIsClosedLikeABurst() async throws {
    let registry = registry()
    let (_, connection, closures, id) = try connectedTab(registry)
    var closedAfter: Int?
    for sent in 1...5_000 {
      registry.receive(event(id), from: connection)
      if closedAfter == nil, !closures.value.isEmpty { closedAfter = sent }
      if sent.isMultiple(of: 10) { await clock.advance(by: .milliseconds(10)) }
    }
    #expect(closures.value == [.flooding])
    // The burst (100), what trickled through meanwhile, then a burst's worth dropped.
    #expect(try #require(closedAfter) < 300)
    #expect(stores.value[0].count <= 110)
    let errors = frames.value.filter { $0.hasPrefix(#"{"e":"#) }
    #expect(errors.count < 10)
    #expect(
      errors.last
        == #"{"e":"Too many events; the connection is closed. Reload to continue.","closed":true}"#)
  }

  @Test func aSecondSocketTakesTheSessionAndTheFirstIsToldAndClosed() async throws {
    let registry = registry()
    let session = try registry.openSession(path: "/")
    let firstFrames = LockIsolated<[String]>([])
    let closures = LockIsolated<[WebSocketClosure]>([])
    let sendFirst: @Sendable (String, SharedReads) -> Void = { frame, _ in
      firstFrames.withValue { $0.append(frame) }
    }
    let close: @Sendable (WebSocketClosure) -> Void = { reason in
      closures.withValue { $0.append(reason) }
    }
    let first = try #require(
      registry.connect(
        sessionID: session.id, key: session.socketKey, version: 0, send: sendFirst, close: close))
    firstFrames.setValue([])
    let second = try #require(registry.connect(
      sessionID: session.id, key: session.socketKey, version: 0, send: send()))
    #expect(
      firstFrames.value == [
        #"{"e":"Another connection took this page's session; this one is closed. Reload to continue here.","closed":true}"#
      ])
    #expect(closures.value == [.replaced])
    // Only the newer socket acts for the session, and only it gets the updates.
    let id = try #require(session.tree.controlID(.click, containing: "+"))
    registry.receive(event(id), from: first)
    #expect(stores.value[0].count == 0)
    frames.setValue([])
    registry.receive(event(id), from: second)
    #expect(stores.value[0].count == 1)
    #expect(await eventually { frames.value.count == 1 })
    #expect(frames.value == [#"{"v":1,"p":[["t",[0,0],"Count: 1"]]}"#])
    #expect(firstFrames.value.count == 1)
    // The older socket's end does not detach the newer one.
    registry.disconnect(first)
    registry.receive(event(id), from: second)
    #expect(stores.value[0].count == 2)
  }

  @Test func eachSessionCountsItsOwnStackElements() throws {
    let paths = LockIsolated<[StoreOf<Pusher>]>([])
    let registry = WebSessionRegistry(configuration: WebConfiguration()) { _ in
      let store = Store(initialState: Pusher.State()) { Pusher() }
      paths.withValue { $0.append(store) }
      return WebScene(path: { "/" }, navigate: { _ in }) {
        .element("main", children: [.button("Push") { store.send(.push) }])
      }
    }
    for _ in 1...2 {
      let session = try registry.openSession(path: "/")
      let connection = try #require(
        registry.connect(sessionID: session.id, key: session.socketKey, version: 0, send: send()))
      let id = try #require(session.tree.controlID(.click, containing: "Push"))
      registry.receive(event(id), from: connection)
      registry.receive(event(id), from: connection)
    }
    #expect(paths.value.map { Array($0.path.ids) } == [[0, 1], [0, 1]])
  }

  @Test func anUnknownSessionIsToldToReload() {
    let registry = registry()
    #expect(registry.connect(sessionID: "nope", key: "", version: 0, send: send()) == nil)
    #expect(frames.value == [#"{"e":"This page's session has expired; reload the page.","reload":true}"#])
  }

  @Test func aReconnectingTabFindsItsSessionAndCatchesUp() throws {
    let registry = registry()
    let session = try registry.openSession(path: "/")
    let first = try #require(registry.connect(
      sessionID: session.id, key: session.socketKey, version: 0, send: send()))
    registry.disconnect(first)
    stores.value[0].send(.incrementButtonTapped)
    frames.setValue([])
    let second = try #require(registry.connect(
      sessionID: session.id, key: session.socketKey, version: 0, send: send()))
    #expect(frames.value == [#"{"v":1,"p":[["t",[0,0],"Count: 1"]]}"#])
    // The old connection can no longer act for the session.
    let id = try #require(session.tree.controlID(.click, containing: "+"))
    registry.receive(event(id), from: first)
    #expect(stores.value[0].count == 1)
    registry.receive(event(id), from: second)
    #expect(stores.value[0].count == 2)
  }

  @Test func aReconnectingTabThatMissedUpdatesGetsThePage() throws {
    let registry = registry()
    let session = try registry.openSession(path: "/")
    stores.value[0].send(.incrementButtonTapped)
    _ = session.update()
    let connection = try #require(registry.connect(
      sessionID: session.id, key: session.socketKey, version: 0, send: send()))
    #expect(
      frames.value == [
        #"{"v":1,"p":[["x",[],"#
          + JSON.string(session.tree.html) + #"]],"u":"/"}"#
      ])
    registry.disconnect(connection)
  }

  @Test func aReloadedTabRejoinsItsSessionAndItsScreen() throws {
    let registry = registry()
    let previous = try registry.openSession(path: "/")
    let first = try #require(registry.connect(
      sessionID: previous.id, key: previous.socketKey, version: 0, send: send()))
    stores.value[0].send(.incrementButtonTapped)
    stores.value[0].send(.detailButtonTapped)
    _ = previous.update()
    registry.disconnect(first)
    // The reload loads the detail's URL: a new session, a fresh store…
    let loaded = try registry.openSession(path: "/detail")
    frames.setValue([])
    // …but its socket names the previous session, which it rejoins: the page is replaced by
    // the previous session's, with its path, and the page learns the id it now speaks for.
    let connection = try #require(
      registry.connect(
        sessionID: loaded.id, key: loaded.socketKey, version: 0, resuming: previous.id + "." + previous.socketKey, send: send()))
    #expect(connection.sessionID == previous.id)
    #expect(
      frames.value == [
        #"{"s":"\#(previous.id)","v":1,"p":[["x",[],"# + JSON.string(previous.tree.html)
          + #"]],"u":"/detail"}"#
      ])
    // The page load's session is gone; the previous one goes on, count and all.
    #expect(registry.session(id: loaded.id) == nil)
    #expect(registry.count == 1)
    stores.value[0].send(.pathChanged("/"))
    _ = previous.update()
    let id = try #require(previous.tree.controlID(.click, containing: "+"))
    registry.receive(event(id), from: connection)
    #expect(stores.value[0].count == 2)
  }

  @Test func aSessionInUseOrUnknownCannotBeRejoined() throws {
    let registry = registry()
    let other = try registry.openSession(path: "/")
    let otherConnection = try #require(
      registry.connect(sessionID: other.id, key: other.socketKey, version: 0, send: send()))
    stores.value[0].send(.incrementButtonTapped)
    // A tab that got another's id (a duplicated tab copies `sessionStorage`) while that tab is
    // connected keeps its own page load's session, fresh.
    let loaded = try registry.openSession(path: "/")
    frames.setValue([])
    let connection = try #require(
      registry.connect(
        sessionID: loaded.id, key: loaded.socketKey, version: 0, resuming: other.id + "." + other.socketKey, send: send()))
    #expect(connection.sessionID == loaded.id)
    #expect(frames.value == [#"{"v":0,"u":"/"}"#])
    #expect(registry.count == 2)
    // An id no session has (expired, or made up) changes nothing either.
    let another = try registry.openSession(path: "/")
    let anotherConnection = try #require(
      registry.connect(
        sessionID: another.id, key: another.socketKey, version: 0,
        resuming: "00000000000000000000000000000000." + another.socketKey,
        send: send()))
    #expect(anotherConnection.sessionID == another.id)
    #expect(registry.count == 3)
    registry.disconnect(otherConnection)
  }

  @Test func aForwardTheAppDoesNotFollowIsAnsweredWithThePathItStaysAt() throws {
    let registry = WebSessionRegistry(configuration: WebConfiguration()) { _ in
      // A scene that never follows the browser's navigation.
      WebScene(path: { "/" }, navigate: { _ in }) { .element("main") }
    }
    let session = try registry.openSession(path: "/")
    let connection = try #require(registry.connect(
      sessionID: session.id, key: session.socketKey, version: 0, send: send()))
    frames.setValue([])
    registry.receive(#"{"t":"nav","u":"/detail"}"#, from: connection)
    #expect(frames.value == [#"{"v":0,"u":"/"}"#])
    // A navigation the app follows is answered with its update at once.
    let counter = self.registry()
    let page = try counter.openSession(path: "/")
    let pageConnection = try #require(counter.connect(
      sessionID: page.id, key: page.socketKey, version: 0, send: send()))
    frames.setValue([])
    counter.receive(#"{"t":"nav","u":"/detail"}"#, from: pageConnection)
    #expect(frames.value.count == 1)
    #expect(frames.value.first?.hasPrefix(#"{"v":1,"p":[["#) == true)
    #expect(frames.value.first?.hasSuffix(#"]],"u":"/detail"}"#) == true)
    #expect(page.tree.html == "<main><h1>Detail</h1></main>")
  }

  @Test func shuttingDownClosesTheSocketsAndEndsTheSessions() throws {
    let registry = registry()
    let session = try registry.openSession(path: "/")
    _ = try registry.openSession(path: "/")
    let closed = LockIsolated(0)
    let close: @Sendable (WebSocketClosure) -> Void = { reason in
      #expect(reason == .goingAway)
      closed.withValue { $0 += 1 }
    }
    let connection = registry.connect(
      sessionID: session.id, key: session.socketKey, version: 0, send: send(), close: close)
    #expect(connection != nil)
    registry.shutDown()
    #expect(closed.value == 1)
    #expect(registry.count == 0)
  }

  @Test func aDisconnectedSessionIsDiscardedAfterItsLifetime() async throws {
    let registry = registry { $0.disconnectedSessionLifetime = .seconds(30) }
    let kept = try registry.openSession(path: "/")
    let dropped = try registry.openSession(path: "/")
    let connection = try #require(registry.connect(
      sessionID: kept.id, key: kept.socketKey, version: 0, send: send()))
    await clock.advance(by: .seconds(29))
    #expect(registry.count == 2)
    await clock.advance(by: .seconds(1))
    #expect(await eventually(advancing: clock) { registry.count == 1 })
    #expect(registry.session(id: dropped.id) == nil)
    #expect(registry.session(id: kept.id) != nil)
    registry.disconnect(connection)
    await clock.advance(by: .seconds(30))
    #expect(await eventually(advancing: clock) { registry.count == 0 })
  }

  @Test func theSessionLimitRefusesPagesOnceEverySessionHasHadASocket() throws {
    let registry = registry { $0.maxSessions = 2 }
    var connections: [WebSessionRegistry.Connection] = []
    for _ in 1...2 {
      let session = try registry.openSession(path: "/")
      connections.append(
        try #require(
          registry.connect(
            sessionID: session.id, key: session.socketKey, version: 0, send: send())))
    }
    #expect(throws: WebSessionError.tooManySessions) { try registry.openSession(path: "/") }
    // A tab that left is still a tab that may come back within the lifetime.
    registry.disconnect(connections[0])
    #expect(throws: WebSessionError.tooManySessions) { try registry.openSession(path: "/") }
  }

  /// Page loads whose socket never came (bare GETs) give way to newer ones at the limit, oldest
  /// first; the sessions of live pages stay.
  @Test func atTheLimitTheOldestSessionWithoutASocketMakesRoom() throws {
    let registry = registry { $0.maxSessions = 3 }
    let live = try registry.openSession(path: "/")
    _ = try #require(
      registry.connect(sessionID: live.id, key: live.socketKey, version: 0, send: send()))
    let bare = try (1...4).map { _ in try registry.openSession(path: "/") }
    #expect(registry.count == 3)
    #expect(registry.session(id: live.id) != nil)
    #expect(bare.map { registry.session(id: $0.id) != nil } == [false, false, true, true])
  }

  @Test func aDeepPathBuildsItsState() throws {
    let registry = registry()
    let session = try registry.openSession(path: "/detail")
    #expect(session.path == "/detail")
    #expect(session.tree.html == "<main><h1>Detail</h1></main>")
  }

  @Test func originsAreChecked() {
    #expect(WebServer.isAllowed(origin: "http://127.0.0.1:8080", host: "127.0.0.1:8080", allowed: []))
    #expect(!WebServer.isAllowed(origin: "http://evil.example", host: "127.0.0.1:8080", allowed: []))
    #expect(!WebServer.isAllowed(origin: nil, host: "127.0.0.1:8080", allowed: []))
    #expect(
      WebServer.isAllowed(
        origin: "https://app.example", host: "127.0.0.1:8080", allowed: ["https://app.example"]))
  }
}

/// Pushes a stack element on every action.
@Reducer
struct Pusher {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Int>()
  }
  enum Action {
    case push
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.path.append(state.path.count)
      return .none
    }
  }
}
