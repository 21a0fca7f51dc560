import ComposableArchitecture
import ComposableViews
import Testing

@testable import ComposableWeb

// The view stores TCA deprecated in 1.7 as HTML: `WithViewStore`, `ForEachStore`, `IfLetStore`.
@available(*, deprecated)
private struct LegacySyncUpsView: View {
  let store: StoreOf<WebSyncUpsList>

  var body: some View {
    WithViewStore(store, observe: \.syncUps.count) { viewStore in
      Text("\(viewStore.state) sync-ups")
    }
    IfLetStore(store.scope(state: \.destination?.add, action: \.destination.add)) { formStore in
      WithViewStore(formStore, observe: \.syncUp.title) { viewStore in
        Text("Adding \(viewStore.state)")
      }
    } else: {
      Button("New sync-up") { store.send(.addButtonTapped) }
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct WebDeprecatedViewStoreTests {
  @available(*, deprecated)
  @Test func withViewStoreAndIfLetStoreDrawTheStateAndFollowIt() throws {
    let store = Store(
      initialState: WebSyncUpsList.State(syncUps: [WebSyncUp(id: 1, title: "Design")])
    ) { WebSyncUpsList() }
    let session = WebSession(scene: WebScene { LegacySyncUpsView(store: store) })
    #expect(session.tree.allText.contains("1 sync-ups"))

    try session.handle(
      WebEvent(controlID: try #require(session.tree.controlID(.click, containing: "New sync-up")), kind: .click))
    _ = session.update()

    #expect(session.tree.allText.contains("Adding "))
    #expect(session.tree.controlID(.click, containing: "New sync-up") == nil)
  }
}
