import ComposableArchitecture
import Testing

@testable import ComposableWeb

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct WebSessionTests {
  @Test func rendersThePageWithOpaqueControlIDs() throws {
    let store = Store(initialState: Counter.State()) { Counter() }
    let session = WebSession(scene: counterScene(store))
    let id = try #require(session.tree.controlID(.click, containing: "+"))
    #expect(id.count == 16)
    #expect(!session.tree.html.contains("incrementButtonTapped"))
    #expect(session.tree.html.contains(#"data-cid="\#(id)" data-on="click""#))
    #expect(session.path == "/")
  }

  @Test func aClickChangesStateAndTheUpdateIsOneTextPatch() throws {
    let store = Store(initialState: Counter.State()) { Counter() }
    let session = WebSession(scene: counterScene(store))
    let id = try #require(session.tree.controlID(.click, containing: "+"))
    #expect(!session.needsUpdate)
    try session.handle(WebEvent(controlID: id, kind: .click))
    #expect(store.count == 1)
    #expect(session.needsUpdate)
    let update = try #require(session.update())
    #expect(update.patches == [.setText(path: [0, 0], text: "Count: 1")])
    #expect(update.json == #"{"v":1,"p":[["t",[0,0],"Count: 1"]]}"#)
    #expect(session.update() == nil)
    // The control keeps its id across renders.
    #expect(session.tree.controlID(.click, containing: "+") == id)
  }

  @Test func unknownControlsAndUnhandledEventsAreRejectedAndChangeNothing() throws {
    let store = Store(initialState: Counter.State()) { Counter() }
    let session = WebSession(scene: counterScene(store))
    let id = try #require(session.tree.controlID(.click, containing: "+"))
    #expect(throws: WebSessionError.unknownControl("0123456789abcdef")) {
      try session.handle(WebEvent(controlID: "0123456789abcdef", kind: .click))
    }
    #expect(throws: WebSessionError.unhandledEvent(controlID: id, kind: .input)) {
      try session.handle(WebEvent(controlID: id, kind: .input, payload: "x"))
    }
    #expect(store.state == Counter.State())
    #expect(!session.needsUpdate)
  }

  @Test func sessionsIssueTheirOwnIDs() throws {
    let first = WebSession(scene: counterScene(Store(initialState: Counter.State()) { Counter() }))
    let secondStore = Store(initialState: Counter.State()) { Counter() }
    let second = WebSession(scene: counterScene(secondStore))
    let firstID = try #require(first.tree.controlID(.click, containing: "+"))
    #expect(first.id != second.id)
    #expect(second.tree.controlID(.click, containing: "+") != firstID)
    #expect(throws: WebSessionError.unknownControl(firstID)) {
      try second.handle(WebEvent(controlID: firstID, kind: .click))
    }
    #expect(secondStore.count == 0)
  }

  @Test func aControlThatLeftThePageIsNoLongerAccepted() throws {
    let store = Store(initialState: Counter.State()) { Counter() }
    let session = WebSession(scene: counterScene(store))
    let increment = try #require(session.tree.controlID(.click, containing: "+"))
    let detail = try #require(session.tree.controlID(.click, containing: "Detail"))
    try session.handle(WebEvent(controlID: detail, kind: .click))
    let update = try #require(session.update())
    #expect(update.path == "/detail")
    #expect(throws: WebSessionError.unknownControl(increment)) {
      try session.handle(WebEvent(controlID: increment, kind: .click))
    }
    #expect(store.count == 0)
  }

  @Test func theBrowsersNavigationReachesTheApp() throws {
    let store = Store(initialState: Counter.State(isShowingDetail: true)) { Counter() }
    let session = WebSession(scene: counterScene(store))
    #expect(session.path == "/detail")
    session.navigate(to: "/")
    let update = try #require(session.update())
    #expect(update.path == "/")
    #expect(store.isShowingDetail == false)
  }

  @Test func typingUpdatesStateWithoutPatchingOtherNodes() throws {
    let store = Store(initialState: Counter.State()) { Counter() }
    let session = WebSession(scene: counterScene(store))
    let field = try #require(session.tree.controlID(.input))
    try session.handle(WebEvent(controlID: field, kind: .input, payload: "Blob"))
    #expect(store.name == "Blob")
    let update = try #require(session.update())
    #expect(update.patches == [.setAttribute(path: [2], name: "value", value: "Blob")])
  }

  @Test func changesInOneTurnAreRenderedOnce() async throws {
    let store = Store(initialState: Counter.State()) { Counter() }
    let session = WebSession(scene: counterScene(store))
    let (updates, continuation) = AsyncStream<WebUpdate>.makeStream()
    session.onUpdate = { continuation.yield($0) }
    store.send(.incrementButtonTapped)
    store.send(.incrementButtonTapped)
    store.send(.nameChanged("Blob"))
    var iterator = updates.makeAsyncIterator()
    let update = try #require(await iterator.next())
    #expect(update.version == 1)
    #expect(
      update.patches == [
        .setText(path: [0, 0], text: "Count: 2"),
        .setAttribute(path: [2], name: "value", value: "Blob"),
      ])
    #expect(!session.needsUpdate)
    #expect(session.version == 1)
  }
}
