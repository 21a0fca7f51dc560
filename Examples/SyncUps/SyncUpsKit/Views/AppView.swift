import ComposableArchitecture
import ComposableTerminal

/// The whole app: the list at the root of a navigation stack of details, meetings and
/// recordings.
struct AppView: View {
  let store: StoreOf<AppFeature>
  /// Whether to show what only a terminal needs: key hints and the Quit button. A browser tab
  /// has its own ways to move, go back and leave.
  var showsTerminalControls = true
  @Dependency(\.stackElementID) var stackElementID

  var body: some View {
    NavigationStack(path: store.scope(state: \.path, action: \.path)) {
      SyncUpsListView(
        store: store.scope(state: \.syncUpsList, action: \.syncUpsList),
        open: { syncUp in
          store.send(
            .path(
              .push(id: stackElementID.next(), state: .detail(SyncUpDetail.State(syncUp: syncUp))))
          )
        },
        showsTerminalControls: showsTerminalControls
      )
    } destination: { elementStore in
      if let detailStore = elementStore.scope(state: \.detail, action: \.detail) {
        SyncUpDetailView(
          store: detailStore,
          openMeeting: { meeting in
            store.send(
              .path(
                .push(
                  id: stackElementID.next(),
                  state: .meeting(meeting, syncUp: detailStore.syncUp)
                )
              )
            )
          },
          showsTerminalControls: showsTerminalControls
        )
      }
      if let recordStore = elementStore.scope(state: \.record, action: \.record) {
        RecordMeetingView(store: recordStore)
      }
      if case let .meeting(meeting, syncUp) = elementStore.state {
        MeetingView(meeting: meeting, syncUp: syncUp, showsTerminalControls: showsTerminalControls)
      }
    }
  }
}
