import ComposableArchitecture
import ComposableViews

// A todo list shaped as upstream's Todos example (issue #33): its state keeps SwiftUI's
// `EditMode` and a filter whose raw values are `LocalizedStringKey`s, with `import SwiftUI`
// replaced by `import ComposableViews`.

enum TodoFilter: LocalizedStringKey, CaseIterable, Hashable {
  case all = "All"
  case active = "Active"
  case completed = "Completed"
}

@Reducer
struct TodoRow {
  @ObservableState
  struct State: Equatable, Identifiable {
    var description = ""
    let id: UUID
    var isComplete = false
  }

  enum Action: BindableAction, Sendable {
    case binding(BindingAction<State>)
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
  }
}

@Reducer
struct TodoList {
  @ObservableState
  struct State: Equatable {
    var editMode: EditMode = .inactive
    var filter: TodoFilter = .all
    var todos: IdentifiedArrayOf<TodoRow.State> = []

    var visibleTodos: IdentifiedArrayOf<TodoRow.State> {
      switch self.filter {
      case .all: self.todos
      case .active: self.todos.filter { !$0.isComplete }
      case .completed: self.todos.filter(\.isComplete)
      }
    }
  }

  enum Action: BindableAction, Sendable {
    case addButtonTapped
    case binding(BindingAction<State>)
    case delete(IndexSet)
    case move(IndexSet, Int)
    case sortCompleted
    case todos(IdentifiedActionOf<TodoRow>)
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.uuid) var uuid
  private enum CancelID { case sort }

  var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.todos.insert(TodoRow.State(id: self.uuid()), at: 0)
        return .none

      case .binding:
        return .none

      case let .delete(offsets):
        let visible = state.visibleTodos
        for offset in offsets {
          state.todos.remove(id: visible[offset].id)
        }
        return .none

      case let .move(source, destination):
        state.todos.move(fromOffsets: source, toOffset: destination)
        return .none

      case .sortCompleted:
        state.todos.sort { !$0.isComplete && $1.isComplete }
        return .none

      case .todos(.element(id: _, action: .binding(\.isComplete))):
        return .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.sortCompleted, animation: .default)
        }
        .cancellable(id: CancelID.sort, cancelInFlight: true)

      case .todos:
        return .none
      }
    }
    .forEach(\.todos, action: \.todos) {
      TodoRow()
    }
  }
}
