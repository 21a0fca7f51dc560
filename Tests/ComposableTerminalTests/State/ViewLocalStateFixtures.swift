import ComposableArchitecture

@testable import ComposableTerminal

// Views with state of their own, as SwiftUI apps write them, over a small feature: rows that
// reorder and come and go, and a stack of pages.

@Reducer
struct Notebook {
  @ObservableState
  struct State: Equatable {
    var rows: [String] = ["A", "B"]
    var showsRows = true
    var title = "Notes"
    var path = StackState<Page.State>()
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case path(StackActionOf<Page>)
    case pushButtonTapped(String)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      if case let .pushButtonTapped(name) = action {
        state.path.append(Page.State(name: name))
      }
      return .none
    }
    .forEach(\.path, action: \.path) { Page() }
  }
}

@Reducer
struct Page {
  @ObservableState
  struct State: Equatable {
    var name: String
  }

  enum Action {}
}

/// A button counting its own taps: "A 0", "A 1", …
struct TapCounter: View {
  let label: String
  @State private var taps = 0

  var body: some View {
    Button("\(label) \(taps)") { taps += 1 }
  }
}

struct NotebookView: View {
  let store: StoreOf<Notebook>

  var body: some View {
    NavigationStack(path: store.scope(state: \.path, action: \.path)) {
      Text(store.title)
      if store.showsRows {
        ForEach(store.rows, id: \.self) { row in
          TapCounter(label: row)
        }
      }
    } destination: { store in
      PageView(store: store)
    }
  }
}

struct PageView: View {
  let store: StoreOf<Page>
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    TapCounter(label: store.name)
    Button("Back") { dismiss() }
  }
}

/// A parent owning a flag that a child view toggles through `@Binding`.
struct NotesDisclosure: View {
  @State private var showsNotes = false

  var body: some View {
    NotesToggle(isOn: $showsNotes)
    if showsNotes {
      Text("Notes shown")
    }
  }
}

struct NotesToggle: View {
  @Binding var isOn: Bool

  var body: some View {
    Toggle("Notes", isOn: $isOn)
  }
}
