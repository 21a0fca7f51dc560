import ComposableArchitecture
import ComposableTerminal

/// The sync-ups, one a row: Enter opens one, `n` adds one in a sheet, `q` quits.
struct SyncUpsListView: View {
  @Bindable var store: StoreOf<SyncUpsList>
  /// Opens a sync-up's detail: the app pushes it on its stack.
  let open: @MainActor (Shared<SyncUp>) -> Void
  /// Whether to show what only a terminal needs: key hints and the Quit button.
  var showsTerminalControls = true

  var body: some View {
    VStack {
      StorageProblemView(
        loadError: store.$syncUps.loadError, saveError: store.$syncUps.saveError,
        reapply: { store.send(.reapplyRejectedChangesButtonTapped) })
      if store.syncUps.isEmpty {
        Text(showsTerminalControls ? "No sync-ups yet: press n to add one." : "No sync-ups yet.")
          .dim()
      }
      ForEach(store.syncUps) { syncUp in
        Button(syncUp.summary) {
          if let shared = Shared(store.$syncUps[id: syncUp.id]) {
            open(shared)
          }
        }
        .focused($store.focus, equals: syncUp.id)
        .foregroundStyle(syncUp.theme.accentColor)
        .padding(.horizontal, 1)
        .background(syncUp.theme.mainColor)
      }
    }
    .toolbar {
      ToolbarItem(placement: .status) {
        if showsTerminalControls {
          Text("↑/↓ move, Enter opens").dim()
        }
      }
      ToolbarItem(placement: .bottomBar) {
        Button("New sync-up", key: "n") { store.send(.addSyncUpButtonTapped) }
      }
      ToolbarItem(placement: .bottomBar) {
        if showsTerminalControls {
          Button("Quit", key: "q") { TerminalApp.quit() }
        }
      }
    }
    .navigationTitle("Daily Sync-ups")
    .sheet(item: store.scope(state: \.addSyncUp, action: \.addSyncUp)) { formStore in
      SyncUpFormView(store: formStore)
        .navigationTitle("New sync-up")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Cancel", key: .escape) { store.send(.dismissAddSyncUpButtonTapped) }
          }
          ToolbarItem(placement: .confirmationAction) {
            Button("Add", key: .control("s")) { store.send(.confirmAddSyncUpButtonTapped) }
          }
        }
    }
  }
}

extension SyncUp {
  /// The row's text: "Design · 1 attendee · 5 min · Bubblegum".
  var summary: String {
    let attendees = attendees.count == 1 ? "1 attendee" : "\(attendees.count) attendees"
    return "\(title.isEmpty ? "Untitled" : title) · \(attendees) · \(duration.minutes) min · \(theme.name)"
  }
}
