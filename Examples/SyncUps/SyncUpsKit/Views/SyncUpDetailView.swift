import ComposableArchitecture
import ComposableTerminal

/// A sync-up: its settings, attendees and past meetings, with keys to edit (`e`), delete (`x`)
/// and start a meeting (`s`).
struct SyncUpDetailView: View {
  let store: StoreOf<SyncUpDetail>
  /// Opens a past meeting: the app pushes it on its stack.
  let openMeeting: @MainActor (Meeting) -> Void
  /// Whether to show what only a terminal needs: the key hint.
  var showsTerminalControls = true

  var body: some View {
    VStack {
      StorageProblemView(loadError: nil, saveError: store.$syncUp.saveError)
      Section("Sync-up") {
        Text("Length: \(store.syncUp.duration.minutes) min")
        Text("Theme: \(store.syncUp.theme.name)")
          .foregroundColor(store.syncUp.theme.accentColor)
          .padding(.horizontal, 1)
          .background(store.syncUp.theme.mainColor)
      }
      Section("Attendees") {
        ForEach(store.syncUp.attendees) { attendee in
          Text("• \(attendee.name)")
        }
      }
      Section("Past meetings") {
        if store.syncUp.meetings.isEmpty {
          Text("None yet").dim()
        }
        ForEach(store.syncUp.meetings) { meeting in
          Button(meeting.date.formatted(date: .abbreviated, time: .shortened)) {
            openMeeting(meeting)
          }
        }
      }
    }
    .toolbar {
      ToolbarItem(placement: .status) {
        if showsTerminalControls {
          Text("Esc back").dim()
        }
      }
      ToolbarItem(placement: .bottomBar) {
        Button("Start meeting", key: "s") { store.send(.startMeetingButtonTapped) }
          .buttonStyle(.borderedProminent)
          .tint(store.syncUp.theme.mainColor)
      }
      ToolbarItem(placement: .bottomBar) {
        Button("Edit", key: "e") { store.send(.editButtonTapped) }
      }
      ToolbarItem(placement: .bottomBar) {
        Button("Delete", role: .destructive, key: "x") { store.send(.deleteButtonTapped) }
      }
    }
    .navigationTitle(store.syncUp.title)
    .alert(store.scope(state: \.destination?.alert, action: \.destination.alert))
    .sheet(item: store.scope(state: \.destination?.edit, action: \.destination.edit)) { formStore in
      SyncUpFormView(store: formStore)
        .navigationTitle(store.syncUp.title)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Cancel", key: .escape) { store.send(.cancelEditButtonTapped) }
          }
          ToolbarItem(placement: .confirmationAction) {
            Button("Done", key: .control("s")) { store.send(.doneEditingButtonTapped) }
          }
        }
    }
  }
}

/// A past meeting: when it was and what was said.
struct MeetingView: View {
  let meeting: Meeting
  let syncUp: SyncUp
  /// Whether to show what only a terminal needs: the key hint.
  var showsTerminalControls = true

  var body: some View {
    VStack {
      Text(meeting.date.formatted(date: .long, time: .shortened)).font(.headline)
      Section("Attendees") {
        ForEach(syncUp.attendees) { attendee in
          Text("• \(attendee.name)")
        }
      }
      Section("Transcript") {
        Text(meeting.transcript.isEmpty ? "No transcript" : meeting.transcript)
      }
    }
    .toolbar {
      ToolbarItem(placement: .status) {
        if showsTerminalControls {
          Text("Esc back").dim()
        }
      }
    }
    .navigationTitle(syncUp.title)
  }
}
