import ComposableArchitecture
import ComposableViews
import Testing

@testable import ComposableWeb

// TCA's `NavigationLink(state:)` as upstream writes it: rows of a `ForEach` in a `List`, inside a
// `NavigationStack(path: $store.scope(state: \.path, action: \.path))`.
private struct LinkedSyncUpsView: View {
  @Bindable var store: StoreOf<WebSyncUpsList>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      List {
        ForEach(store.syncUps) { syncUp in
          NavigationLink(state: WebSyncUpsList.Path.State.detail(WebSyncUpDetail.State(syncUp: syncUp))) {
            Label(syncUp.title, systemImage: "calendar")
          }
        }
      }
    } destination: { store in
      if let detailStore = store.scope(state: \.detail, action: \.detail) {
        WebSyncUpDetailView(store: detailStore)
      }
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct WebNavigationLinkTests {
  @Test func aClickOnALinkInAForEachRowPushesItsStateOntoTheEnclosingStack() throws {
    let store = Store(
      initialState: WebSyncUpsList.State(
        syncUps: [WebSyncUp(id: 1, title: "Design"), WebSyncUp(id: 2, title: "Engineering")])
    ) { WebSyncUpsList() }
    let session = WebSession(scene: WebScene { LinkedSyncUpsView(store: store) })
    let link = try #require(session.tree.controlID(.click, containing: "Engineering"))
    #expect(session.tree.html.contains(
      #"<span aria-label="calendar" class="symbol" role="img">"#))

    try session.handle(WebEvent(controlID: link, kind: .click))
    let update = try #require(session.update())

    #expect(store.path.map(\.self) == [.detail(WebSyncUpDetail.State(syncUp: WebSyncUp(id: 2, title: "Engineering")))])
    #expect(update.path == "/0")
    #expect(session.tree.allText.contains("Start meeting"))
  }
}
