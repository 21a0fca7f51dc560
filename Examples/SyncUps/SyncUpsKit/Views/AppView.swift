import ComposableArchitecture
import ComposableTerminal

/// The whole app: the list at the root of a navigation stack of details, meetings and
/// recordings.
struct AppView: View {
  let store: StoreOf<AppFeature>
  @Dependency(\.stackElementID) var stackElementID

  var body: some View {
    NavigationStack(path: store.scope(state: \.path, action: \.path)) {
      SyncUpsListView(store: store.scope(state: \.syncUpsList, action: \.syncUpsList)) { syncUp in
        store.send(
          .path(.push(id: stackElementID.next(), state: .detail(SyncUpDetail.State(syncUp: syncUp))))
        )
      }
    } destination: { elementStore in
      if let detailStore = elementStore.scope(state: \.detail, action: \.detail) {
        SyncUpDetailView(store: detailStore) { meeting in
          store.send(
            .path(
              .push(
                id: stackElementID.next(),
                state: .meeting(meeting, syncUp: detailStore.syncUp)
              )
            )
          )
        }
      }
      if let recordStore = elementStore.scope(state: \.record, action: \.record) {
        RecordMeetingView(store: recordStore)
      }
      if case let .meeting(meeting, syncUp) = elementStore.state {
        MeetingView(meeting: meeting, syncUp: syncUp)
      }
    }
  }
}
