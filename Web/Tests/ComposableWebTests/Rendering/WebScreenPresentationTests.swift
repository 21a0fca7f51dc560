import ComposableArchitecture
import ComposableViews
import Testing

@testable import ComposableWeb

// `popover(item:)`, `fullScreenCover(item:)` and `navigationDestination(item:)` from
// `$store.scope(state:action:)`, as upstream's views present a child feature.
private struct ScreenPresentingSyncUpsView: View {
  enum Modifier: CaseIterable { case popover, fullScreenCover, navigationDestination }

  @Bindable var store: StoreOf<WebSyncUpsList>
  let modifier: Modifier

  var body: some View {
    let add = $store.scope(state: \.destination?.add, action: \.destination.add)
    let list = Text("Daily Sync-ups")
    switch modifier {
    case .popover: list.popover(item: add) { WebSyncUpFormView(store: $0) }
    case .fullScreenCover: list.fullScreenCover(item: add) { WebSyncUpFormView(store: $0) }
    case .navigationDestination: list.navigationDestination(item: add) { WebSyncUpFormView(store: $0) }
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct WebScreenPresentationTests {
  @Test(arguments: [0, 1, 2])
  func aChildFromABindingToItsStoreIsADialogThatEscapeDismisses(modifierIndex: Int) throws {
    let modifier = ScreenPresentingSyncUpsView.Modifier.allCases[modifierIndex]
    let store = Store(
      initialState: WebSyncUpsList.State(
        destination: .add(WebSyncUpForm.State(syncUp: WebSyncUp(id: 1, title: "Design"))))
    ) { WebSyncUpsList() }
    let session = WebSession(scene: WebScene { ScreenPresentingSyncUpsView(store: store, modifier: modifier) })
    let dialog = try #require(session.tree.first { $0.tag == "dialog" })
    #expect(dialog.attributes["role"] == "dialog")
    #expect(dialog.html.contains(#"value="Design""#))

    try session.handle(WebEvent(controlID: try #require(session.tree.controlID(.cancel)), kind: .cancel))

    #expect(store.destination == nil)
    _ = session.update()
    #expect(session.tree.first { $0.tag == "dialog" } == nil)
  }
}
