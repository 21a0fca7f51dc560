import ComposableArchitecture
import ComposableViews
import Testing

@testable import ComposableWeb

// `SwitchStore` and `CaseLet`, deprecated in TCA 1.7, as HTML.
@available(*, deprecated)
private struct LegacyDestinationView: View {
  let store: Store<WebSyncUpsList.Destination.State, WebSyncUpsList.Destination.Action>

  var body: some View {
    SwitchStore(store) { state in
      switch state {
      case .add:
        CaseLet(\WebSyncUpsList.Destination.State.add, action: WebSyncUpsList.Destination.Action.add) { formStore in
          WebSyncUpFormView(store: formStore)
        }
      case .alert:
        Text("An alert")
      }
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct WebSwitchStoreTests {
  @available(*, deprecated)
  @Test func caseLetDrawsTheCaseTheStateIsInFromItsOwnStore() throws {
    let store = Store(
      initialState: WebSyncUpsList.Destination.State.add(
        WebSyncUpForm.State(syncUp: WebSyncUp(id: 1, title: "Design")))
    ) { WebSyncUpsList.Destination.body }
    let session = WebSession(scene: WebScene { LegacyDestinationView(store: store) })

    #expect(session.tree.html.contains(#"value="Design""#))
  }
}
