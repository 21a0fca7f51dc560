import ComposableArchitecture
import ComposableViews

// `Section { } header: { }`, `Section { } footer: { }`, both, and a bare `Section { }`, as
// SyncUps' detail and form screens write them.
struct TimerDetailView: View {
  @Bindable var store: StoreOf<Timer>

  var body: some View {
    Form {
      Section {
        TextField("Title", text: $store.title)
      } header: {
        Text("Timer Info")
      }
      Section {
        ForEach(store.attendees, id: \.self) { name in
          Label(name, systemImage: "person")
        }
      } header: {
        Text("Attendees")
      } footer: {
        Text("\(store.attendees.count) people")
      }
      Section {
        Button("Delete") {}
      } footer: {
        Text("This cannot be undone")
      }
      Section {
        Text("\(store.secondsElapsed)s")
      }
    }
  }
}
