import ComposableArchitecture

@testable import ComposableTerminal

// A small multi-screen feature, as a sync-ups app is built: a shelf of books with an "add"
// sheet, a "clear" alert, an options dialog, and a detail screen per book in a stack. Its
// reducer logs the presentation actions the views send.

@Reducer
struct Shelf {
  @ObservableState
  struct State: Equatable {
    var books: [String] = []
    @Presents var destination: Destination.State?
    var path = StackState<Path.State>()
    var log: [String] = []
  }

  enum Action {
    case addButtonTapped
    case clearButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case openButtonTapped(String)
    case optionsButtonTapped
    case path(StackActionOf<Path>)
    case saveButtonTapped
  }

  @Reducer(state: .equatable)
  enum Destination {
    case add(BookForm)
    case alert(AlertState<Alert>)
    case options(ConfirmationDialogState<Options>)

    @CasePathable
    enum Alert: Equatable { case confirmClear }

    @CasePathable
    enum Options: Equatable { case sort }
  }

  @Reducer(state: .equatable)
  enum Path {
    case detail(BookDetail)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .add(BookForm.State())
      case .clearButtonTapped:
        state.destination = .alert(.clearShelf)
      case .destination(.dismiss):
        state.log.append("dismiss")
      case .destination(.presented(.alert(.confirmClear))):
        state.log.append("confirmClear")
        state.books.removeAll()
      case .destination(.presented(.options(.sort))):
        state.log.append("sort")
        state.books.sort()
      case .destination:
        break
      case let .openButtonTapped(title):
        state.path.append(.detail(BookDetail.State(title: title)))
      case .optionsButtonTapped:
        state.destination = .options(.shelfOptions)
      case let .path(.popFrom(id)):
        state.log.append("popFrom \(id.debugDescription)")
      case .path:
        break
      case .saveButtonTapped:
        guard let form = state.destination?.add else { break }
        state.books.append(form.title)
        state.destination = nil
      }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.path, action: \.path)
  }
}

extension AlertState where Action == Shelf.Destination.Alert {
  static let clearShelf = AlertState {
    TextState("Clear the shelf?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmClear) { TextState("Clear") }
    ButtonState(role: .cancel) { TextState("Keep") }
  } message: {
    TextState("Every book is removed.")
  }
}

extension ConfirmationDialogState where Action == Shelf.Destination.Options {
  static let shelfOptions = ConfirmationDialogState(titleVisibility: .visible) {
    TextState("Shelf options")
  } actions: {
    ButtonState(action: .sort) { TextState("Sort by title") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  }
}

@Reducer
struct BookForm {
  @ObservableState
  struct State: Equatable {
    var title = ""
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

@Reducer
struct BookDetail {
  @ObservableState
  struct State: Equatable {
    var title: String
  }

  enum Action {
    case starButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .starButtonTapped: state.title += " ★"
      }
      return .none
    }
  }
}

struct ShelfView: View {
  let store: StoreOf<Shelf>

  var body: some View {
    NavigationStack(path: store.scope(state: \.path, action: \.path)) {
      VStack {
        Text("Shelf").bold()
        ForEach(store.books, id: \.self) { title in
          Button(title) { store.send(.openButtonTapped(title)) }
        }
        Button("Add", key: "a") { store.send(.addButtonTapped) }
        Button("Clear", key: "c") { store.send(.clearButtonTapped) }
        Button("Options", key: "o") { store.send(.optionsButtonTapped) }
      }
      .sheet(item: store.scope(state: \.destination?.add, action: \.destination.add)) { formStore in
        Text("New book").bold()
        TextField("Title", text: Binding(get: { formStore.title }, set: { formStore.title = $0 }))
        Button("Save") { store.send(.saveButtonTapped) }
      }
      .alert(store.scope(state: \.destination?.alert, action: \.destination.alert))
      .confirmationDialog(store.scope(state: \.destination?.options, action: \.destination.options))
    } destination: { elementStore in
      if let detailStore = elementStore.scope(state: \.detail, action: \.detail) {
        Text(detailStore.title).bold()
        Button("Star", key: "s") { detailStore.send(.starButtonTapped) }
      }
    }
  }
}
