import ComposableArchitecture
import ComposableViews
import Foundation

// Rows deleted and moved with an edit button, as upstream's Todos writes them.
@Reducer
struct Chores {
  @ObservableState
  struct State: Equatable {
    var chores = ["Dishes", "Laundry"]
    var editMode: EditMode = .inactive
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case delete(IndexSet)
    case move(IndexSet, Int)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case let .delete(offsets):
        state.chores.remove(atOffsets: offsets)
        return .none
      case let .move(source, destination):
        state.chores.move(fromOffsets: source, toOffset: destination)
        return .none
      }
    }
  }
}

struct ChoresView: View {
  @Bindable var store: StoreOf<Chores>

  var body: some View {
    List {
      ForEach(store.chores, id: \.self) { chore in
        Text(chore)
      }
      .onDelete { store.send(.delete($0)) }
      .onMove { store.send(.move($0, $1)) }
    }
    .toolbar {
      EditButton()
    }
    .environment(\.editMode, $store.editMode)
  }
}
