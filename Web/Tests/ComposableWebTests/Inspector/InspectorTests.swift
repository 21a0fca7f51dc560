import ComposableArchitecture
import Foundation
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSTesting
import RecordingTestGenerator
import Testing

@testable import ComposableWeb

@Reducer
struct InspectedCounter {
  @ObservableState
  struct State: Equatable, Codable {
    var count = 0
  }
  @CasePathable
  enum Action: Equatable, Codable {
    case incrementButtonTapped
    /// Answered by an effect that sends `incrementButtonTapped`.
    case twiceButtonTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .twiceButtonTapped:
        state.count += 1
        return .send(.incrementButtonTapped)
      }
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct InspectorTests {
  let token = "0123456789abcdef0123456789abcdef"

  func inspected() -> (StoreOf<InspectedCounter>, StoreInspector<InspectedCounter.State, InspectedCounter.Action>, InspectorServer) {
    let inspector = StoreInspector<InspectedCounter.State, InspectedCounter.Action>(
      feature: InspectedCounter.self)
    let store = Store(initialState: InspectedCounter.State(), inspector: inspector) {
      InspectedCounter()
    }
    var configuration = WebConfiguration()
    configuration.port = 0
    // Hummingbird's test client sends this origin.
    configuration.allowedOrigins = ["ws://localhost"]
    let server = InspectorServer(session: inspector, configuration: configuration, token: token)
    return (store, inspector, server)
  }

  @Test func everyRequestAndTheWebSocketNeedTheToken() async throws {
    let (_, _, server) = inspected()
    try await server.application().test(.live) { client in
      for uri in ["/", "/?t=wrong", "/recording.jsonl", "/RecordedSessionTests.swift?t=" + token.dropLast() + "0"] {
        try await client.execute(uri: uri, method: .get) { response in
          #expect(response.status == .forbidden, "\(uri)")
          #expect(!String(buffer: response.body).contains("count"))
        }
      }
      let connected = LockIsolated(false)
      await #expect(throws: (any Error).self) {
        try await client.ws("/ws?t=wrong") { _, _, _ in connected.setValue(true) }
      }
      #expect(!connected.value)
      try await client.ws("/ws?t=\(token)") { _, outbound, _ in
        connected.setValue(true)
        try await outbound.close(.normalClosure, reason: nil)
      }
      #expect(connected.value)
    }
  }

  /// The page's first load exchanges the token in its URL for a cookie and is sent to the bare
  /// URL; the page, its exports and its WebSocket then need no token in a URL.
  @Test func theTokenLeavesTheURLForACookie() async throws {
    let (_, _, server) = inspected()
    try await server.application().test(.live) { client in
      let cookie = try await client.execute(uri: "/?t=\(token)", method: .get) { response in
        #expect(response.status == .seeOther)
        #expect(response.headers[.location] == "/")
        #expect(response.headers[.init("Referrer-Policy")!] == "no-referrer")
        let setCookie = try #require(response.headers[.setCookie])
        #expect(setCookie.contains("HttpOnly"))
        #expect(setCookie.contains("SameSite=Strict"))
        return String(try #require(setCookie.split(separator: ";").first))
      }
      #expect(cookie.hasPrefix("tca-inspector-") && cookie.hasSuffix("=\(token)"))
      for uri in ["/", "/recording.jsonl"] {
        try await client.execute(uri: uri, method: .get, headers: [.cookie: cookie]) { response in
          #expect(response.status == .ok, "\(uri)")
        }
      }
      try await client.execute(uri: "/", method: .get, headers: [.cookie: cookie]) { response in
        let page = String(buffer: response.body)
        #expect(page.contains(#"<div id="steps""#))
        #expect(!page.contains(token))
        #expect(response.headers[.init("Referrer-Policy")!] == "no-referrer")
        // Its script and stylesheet run by the response's nonce, as the web host's pages do.
        let nonce = try #require(
          page.split(separator: #"<script nonce=""#).dropFirst().first?.prefix { $0 != "\"" })
        #expect(page.contains(#"<style nonce="\#(nonce)">"#))
        #expect(
          response.headers[.init("Content-Security-Policy")!]?.contains("script-src 'nonce-\(nonce)'")
            == true)
      }
      try await client.execute(
        uri: "/", method: .get, headers: [.cookie: String(cookie.dropLast()) + "0"]
      ) { #expect($0.status == .forbidden) }
      let connected = LockIsolated(false)
      try await client.ws(
        "/ws", configuration: .init(additionalHeaders: [.cookie: cookie])
      ) { _, outbound, _ in
        connected.setValue(true)
        try await outbound.close(.normalClosure, reason: nil)
      }
      #expect(connected.value)
    }
  }

  /// The inspector's server bounds a request's head as the web host's does (and its body, by
  /// the same channel): a client that never ends its head is closed when its time is up.
  @Test func aRequestHeadNotEndedInTimeIsClosed() async throws {
    let (_, inspector, _) = inspected()
    let token = self.token
    try await withTestClockServer(
      label: "InspectorTests",
      serving: { configuration, _, onListening in
        InspectorServer(session: inspector, configuration: configuration, token: token)
          .application(onListening: onListening)
      }
    ) { port, clock, sleeps in
      var sleeps = sleeps.makeAsyncIterator()
      let connection = try RawConnection(port: port)
      try connection.send("GET /?t=\(token) HTTP/1.1\r\nHost: localhost\r\nX-Slow: a")
      _ = await sleeps.next()
      let ended = LockIsolated(false)
      let reading = Task {
        defer { ended.setValue(true) }
        return try await connection.readToEnd()
      }
      await clock.advance(by: .seconds(10))
      // The sleep is reported as it begins: one that began after the advance is woken by the next.
      while !ended.value {
        await clock.advance()
        await Task.yield()
      }
      switch await reading.result {
      case .success(let response): #expect(response == "")
      case .failure(let error): #expect("\(error)" == "recv: \(ECONNRESET)")
      }
    }
  }

  @Test func stepsArriveOverTheWebSocketAsTheyHappen() async throws {
    let (store, _, server) = inspected()
    store.send(.incrementButtonTapped)
    try await server.application().test(.live) { client in
      let received = LockIsolated<[String]>([])
      try await client.ws("/ws?t=\(token)") { inbound, outbound, _ in
        var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
        for _ in 1...2 {
          if case .text(let text) = try await messages.next() { received.withValue { $0.append(text) } }
        }
        // A step after the page connected, and one an effect sent.
        await MainActor.run { _ = store.send(.twiceButtonTapped) }
        if case .text(let text) = try await messages.next() { received.withValue { $0.append(text) } }
        try await outbound.write(.text(#"{"t":"select","n":3}"#))
        if case .text(let text) = try await messages.next() { received.withValue { $0.append(text) } }
        try await outbound.close(.normalClosure, reason: nil)
      }
      #expect(received.value.count == 4)
      #expect(received.value[0] == #"{"t":"status","jumped":null,"paused":false}"#)
      // Recording starts when the page opens, from the store's state then (after one action).
      #expect(received.value[1] == #"{"t":"history","start":1,"steps":[]}"#)
      #expect(
        received.value[2]
          == #"{"t":"steps","steps":[[2,"twiceButtonTapped",0],[3,"incrementButtonTapped",1]]}"#)
      let detail = try #require(
        JSONSerialization.jsonObject(with: Data(received.value[3].utf8)) as? [String: Any])
      #expect(detail["action"] as? String == "InspectedCounter.Action.incrementButtonTapped")
      #expect(detail["fromEffect"] as? Bool == true)
      // The diff TestStore prints.
      #expect(
        detail["diff"] as? String
          == diff(
            InspectedCounter.State(count: 2), InspectedCounter.State(count: 3),
            format: .proportional))
      let tree = try #require(detail["tree"] as? [String: Any])
      #expect(tree["l"] as? String == "InspectedCounter.State")
      let fields = try #require(tree["c"] as? [[String: Any]])
      #expect(fields.map { $0["l"] as? String } == ["count"])
      #expect(fields.map { $0["v"] as? String } == ["3"])
    }
  }

  @Test func aJumpShowsAPastStateUntilResumeWithoutRunningEffects() async throws {
    let (store, inspector, server) = inspected()
    try await server.application().test(.live) { client in
      _ = try await client.ws("/ws?t=\(token)") { inbound, outbound, _ in
        var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
        _ = try await messages.next()
        _ = try await messages.next()
        await MainActor.run {
          store.send(.incrementButtonTapped)
          store.send(.incrementButtonTapped)
          store.send(.incrementButtonTapped)
        }
        while case .text(let text) = try await messages.next(), !text.contains("[3,") {}
        let redrawn = LockIsolated(false)
        await MainActor.run {
          withObservationTracking { _ = store.count } onChange: { redrawn.setValue(true) }
        }
        try await outbound.write(.text(#"{"t":"jump","n":1}"#))
        guard case .text(let status) = try await messages.next() else { return }
        #expect(status == #"{"t":"status","jumped":1,"paused":false}"#)
        #expect(await MainActor.run { store.count } == 1)
        // The store's observers were told (a host redraws).
        #expect(redrawn.value)
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
    // While jumped, an action goes on from the live state, and is recorded; the store keeps
    // showing the past step. A jump to the start is the initial state.
    store.send(.twiceButtonTapped)
    #expect(store.count == 1)
    #expect(inspector.steps.map(\.state.count) == [1, 2, 3, 4, 5])
    inspector.jump(to: 0)
    #expect(store.count == 0)
    inspector.resume()
    #expect(store.count == 5)
    #expect(inspector.jumped == nil)
    // Neither the jumps nor the resume were steps, nor ran the feature.
    #expect(inspector.steps.count == 5)
  }

  @Test func nothingIsKeptUntilAPageOpens() {
    let (store, inspector, _) = inspected()
    store.send(.incrementButtonTapped)
    store.send(.incrementButtonTapped)
    #expect(inspector.steps.isEmpty)
    _ = inspector.connect { _ in }
    // The history starts from the store's state, its steps numbered as the store's actions.
    #expect(inspector.start.count == 2)
    #expect(inspector.firstNumber == 3)
    store.send(.incrementButtonTapped)
    #expect(inspector.steps.map(\.state.count) == [3])
  }

  @Test func pausingLeavesStepsOutAndTheHistoryStartsAgain() {
    let (store, inspector, _) = inspected()
    _ = inspector.connect { _ in }
    store.send(.incrementButtonTapped)
    inspector.setPaused(true)
    store.send(.incrementButtonTapped)
    #expect(inspector.steps.count == 1)
    inspector.setPaused(false)
    // With a step missing, the history would not replay: it starts from the live state.
    #expect(inspector.steps.isEmpty)
    #expect(inspector.start.count == 2)
    #expect(inspector.firstNumber == 3)
    store.send(.incrementButtonTapped)
    #expect(inspector.steps.map(\.state.count) == [3])
  }

  @Test func olderStepsAreDroppedPastTheCapacity() {
    let inspector = StoreInspector<InspectedCounter.State, InspectedCounter.Action>(
      feature: InspectedCounter.self, capacity: 8)
    let store = Store(initialState: InspectedCounter.State(), inspector: inspector) {
      InspectedCounter()
    }
    _ = inspector.connect { _ in }
    // Trimmed once over the capacity by a quarter, down to the capacity.
    for _ in 1...10 { store.send(.incrementButtonTapped) }
    #expect(inspector.steps.count == 10)
    store.send(.incrementButtonTapped)
    #expect(inspector.steps.count == 8)
    #expect(inspector.firstNumber == 4)
    #expect(inspector.start.count == 3)
    #expect(inspector.state(at: 3)?.count == 3)
    #expect(inspector.state(at: 2) == nil)
    #expect(inspector.state(at: 11)?.count == 11)
  }

  @Test func theExportIsARecordingThatTheGeneratorTurnsIntoATest() async throws {
    let (store, inspector, server) = inspected()
    _ = inspector.connect { _ in }
    store.send(.incrementButtonTapped)
    store.send(.twiceButtonTapped)
    try await server.application().test(.live) { client in
      let data = try await client.execute(uri: "/recording.jsonl?t=\(token)", method: .get) {
        response in
        #expect(response.status == .ok)
        #expect(
          response.headers[.contentDisposition]
            == #"attachment; filename="inspector-session.jsonl""#)
        return Data(buffer: response.body)
      }
      let recording = try Recording<InspectedCounter.State, InspectedCounter.Action>(
        data: data, name: "inspector-session.jsonl")
      #expect(recording.feature == "InspectedCounter")
      #expect(recording.initialState == InspectedCounter.State())
      #expect(recording.steps.map(\.action) == [.incrementButtonTapped, .twiceButtonTapped, .incrementButtonTapped])
      #expect(recording.steps.map(\.isFromEffect) == [false, false, true])
      #expect(recording.steps.map(\.state.count) == [1, 2, 3])

      let test = try await client.execute(
        uri: "/RecordedSessionTests.swift?t=\(token)&module=ComposableWebTests", method: .get
      ) { String(buffer: $0.body) }
      let expected = try RecordingTestGenerator(
        module: "ComposableWebTests", suiteName: "RecordedSessionTests", runsEffects: false
      )
      .test(forRecording: data, name: "inspector-session.jsonl")
      #expect(test == expected)
      // Named after the file the page downloads, as `tca-recording --output` names a suite.
      #expect(test.contains("struct RecordedSessionTests {"))
      #expect(test.contains("@testable import ComposableWebTests"))
      #expect(test.contains("InspectedCounter()"))
      #expect(test.contains("await store.send(.twiceButtonTapped)"))
    }
  }

  @Test func anActionIsListedByItsPath() {
    enum Child: Equatable { case timerTick, titleChanged(String) }
    enum Path: Equatable { case record(Child) }
    enum Root { case path(StackAction<Int, Path>), rows(IdentifiedAction<UUID, Child>), tapped }
    #expect(
      inspectorActionPath(Root.path(.element(id: 1, action: .record(.timerTick))))
        == "path[id: 1].record.timerTick")
    #expect(
      inspectorActionPath(Root.path(.element(id: 2, action: .record(.titleChanged("Design")))))
        == #"path[id: 2].record.titleChanged("Design")"#)
    #expect(inspectorActionPath(Root.tapped) == "tapped")
    #expect(
      inspectorActionPath(Root.rows(.element(id: UUID(0), action: .timerTick)))
        == "rows[id: UUID(00000000-0000-0000-0000-000000000000)].timerTick")
  }

  @Test func theFeatureModuleIsFoundThroughTheDebuggingWrappers() {
    #expect(featureModule(InspectedCounter.self) == "ComposableWebTests")
    #expect(featureModule(_RecordReducer<InspectedCounter>.self) == "ComposableWebTests")
  }
}
