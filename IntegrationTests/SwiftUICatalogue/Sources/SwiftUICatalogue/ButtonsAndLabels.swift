import ComposableArchitecture
import ComposableViews

// `Button(action:label:)` in both spellings, `Button(_:role:action:)`, `Label` and
// `Image(systemName:)` for the symbols upstream's apps use, and `ZStack`.
struct TimerControlsView: View {
  let store: StoreOf<Timer>

  var body: some View {
    HStack {
      Button(action: { store.send(.startButtonTapped) }) {
        Label("Start", systemImage: "play.circle")
      }
      Button {
        store.send(.stopButtonTapped)
      } label: {
        Image(systemName: "stop.circle")
      }
      Button("Reset", role: .destructive) {
        store.send(.resetButtonTapped)
      }
      Button(role: .cancel) {
        store.send(.stopButtonTapped)
      } label: {
        Image(systemName: "xmark")
      }
    }
  }
}

struct SymbolsView: View {
  var body: some View {
    VStack(alignment: .leading) {
      Label("5 min", systemImage: "clock")
      Label("Theme", systemImage: "paintpalette")
      Label {
        Text("Attendees")
      } icon: {
        Image(systemName: "person.3")
      }
      HStack {
        Image(systemName: "timer")
        Image(systemName: "calendar")
        Image(systemName: "person")
        Image(systemName: "mic")
        Image(systemName: "forward.fill")
        Image(systemName: "minus")
        Image(systemName: "plus")
        Image(systemName: "checkmark")
        Image(systemName: "trash")
        Image(systemName: "a.symbol.no.table.knows")
      }
      ZStack {
        Text("Back")
        Text("Front")
      }
      ZStack(alignment: .bottomTrailing) {
        Image(systemName: "person.crop.circle")
        Image(systemName: "checkmark.circle")
      }
    }
  }
}
