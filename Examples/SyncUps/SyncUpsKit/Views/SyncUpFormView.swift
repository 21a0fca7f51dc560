import ComposableArchitecture
import ComposableTerminal

/// The form of a sync-up: title, length, theme and attendees.
struct SyncUpFormView: View {
  @Bindable var store: StoreOf<SyncUpForm>

  var body: some View {
    ScrollView {
      Form {
        Section("Sync-up info") {
          TextField("Title", text: $store.syncUp.title)
            .focused($store.focus, equals: .title)
          Stepper(
            "Length: \(store.syncUp.duration.minutes) min",
            value: $store.syncUp.duration.minutes,
            in: 1...60
          )
          Picker("Theme", selection: $store.syncUp.theme) {
            ForEach(Theme.allCases) { theme in
              Text(theme.name)
            }
          }
        }
        Section("Attendees") {
          ForEach(Array(store.syncUp.attendees.enumerated()), id: \.element.id) { index, attendee in
            HStack {
              TextField("Name", text: self.name(of: attendee))
                .focused($store.focus, equals: .attendee(attendee.id))
              Button("Delete") { store.send(.onDeleteAttendees([index])) }
            }
          }
          Button("New attendee") { store.send(.addAttendeeButtonTapped) }
        }
      }
    }
  }
}

extension SyncUpFormView {
  /// An attendee's name, bound to the form's state.
  func name(of attendee: Attendee) -> Binding<String> {
    let store = self.store
    return Binding {
      attendee.name
    } set: { name in
      store.send(.binding(.set(\.syncUp.attendees[id: attendee.id], Attendee(id: attendee.id, name: name))))
    }
  }
}

extension Duration {
  /// The duration in whole minutes, as the form's stepper edits it.
  var minutes: Int {
    get { Int(self.components.seconds / 60) }
    set { self = .seconds(newValue * 60) }
  }
}
