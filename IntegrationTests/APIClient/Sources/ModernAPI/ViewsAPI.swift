import ComposableArchitecture
@_spi(Rendering) import ComposableViews

// The view vocabulary, written as an app writes it, without a terminal: a feature's view with
// bindings, a list, a sheet and an alert; and a host's view of it through the resolved tree
// (`@_spi(Rendering)`, as a renderer in another package reads it).

@Reducer
public struct Notes {
  @ObservableState
  public struct State: Equatable {
    var draft = ""
    var notes: IdentifiedArrayOf<Note> = []
    @Presents var alert: AlertState<Action.Alert>?
    public init() {}
  }

  public enum Action: BindableAction {
    case addButtonTapped
    case alert(PresentationAction<Alert>)
    case binding(BindingAction<State>)
    case clearButtonTapped

    public enum Alert: Equatable { case confirmClear }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.notes.append(Note(id: state.notes.count, text: state.draft))
        state.draft = ""
      case .alert(.presented(.confirmClear)):
        state.notes.removeAll()
      case .alert, .binding:
        break
      case .clearButtonTapped:
        state.alert = AlertState {
          TextState("Clear?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmClear) { TextState("Clear") }
        }
      }
      return .none
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

public struct Note: Equatable, Identifiable, Sendable {
  public let id: Int
  var text: String
}

struct NotesView: View {
  @Bindable var store: StoreOf<Notes>

  var body: some View {
    VStack(spacing: 1) {
      TextField("New note", text: $store.draft)
      Button("Add", key: .control("s")) { store.send(.addButtonTapped) }
      List {
        ForEach(store.notes) { note in
          Text(note.text)
        }
      }
      Button("Clear", role: .destructive) { store.send(.clearButtonTapped) }
    }
    .navigationTitle("Notes")
    .alert($store.scope(state: \.alert, action: \.alert))
  }
}

/// Resolves the view as a host does, types into its field and presses its buttons.
@MainActor
public func runViewsAPI() -> [String] {
  var failures: [String] = []
  let store = Store(initialState: Notes.State()) { Notes() }
  let view = NotesView(store: store)

  func controls() -> (field: Binding<String>?, buttons: [String: ResolvedButton]) {
    var field: Binding<String>?
    var buttons: [String: ResolvedButton] = [:]
    func visit(_ views: [ResolvedView]) {
      for view in views {
        switch view.kind {
        case let .textField(_, text): field = text
        case let .button(button): buttons[button.title] = button
        case let .stack(_, _, _, children), let .list(_, children): visit(children)
        case let .forEach(forEach): visit(forEach.allContent)
        case let .navigationTitle(_, content): visit(content)
        case let .presentation(presentation, content): visit(content + (presentation?.content ?? []))
        default: break
        }
      }
    }
    visit(ResolvedView.resolve(view))
    return (field, buttons)
  }

  controls().field?.wrappedValue = "Buy milk"
  controls().buttons["Add"]?.action()
  if store.notes.map(\.text) != ["Buy milk"] || store.draft != "" {
    failures.append("views: a text field's binding and a button's action reach the store: \(store.notes)")
  }
  controls().buttons["Clear"]?.action()
  controls().buttons["Clear"]?.action()
  if !store.notes.isEmpty || store.alert != nil {
    failures.append("views: an alert's button sends its action: \(store.notes)")
  }
  return failures
}
