import ComposableArchitecture

/// A presented editor whose Save sends a delegate action, from an effect, carrying the title the
/// user typed. Its `Delegate` enum is not `@CasePathable`, as in upstream's Onboarding case study.
@Reducer
struct NoteEditorFeature {
  @ObservableState
  struct State: Codable, Equatable {
    var title = ""
  }

  enum Action: Codable {
    case delegate(Delegate)
    case saveButtonTapped
    case titleChanged(String)

    enum Delegate: Codable, Equatable {
      case saved(String)
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .delegate:
        return .none
      case .saveButtonTapped:
        return .run { [title = state.title] send in
          await send(.delegate(.saved(title)))
          await self.dismiss()
        }
      case .titleChanged(let title):
        state.title = title
        return .none
      }
    }
  }
}

/// Notes added through the presented editor.
@Reducer
struct NotesFeature {
  @ObservableState
  struct State: Codable, Equatable {
    @Presents var editor: NoteEditorFeature.State?
    var notes: [String] = []
  }

  enum Action: Codable {
    case addButtonTapped
    case editor(PresentationAction<NoteEditorFeature.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.editor = NoteEditorFeature.State()
        return .none
      case .editor(.presented(.delegate(.saved(let title)))):
        state.notes.append(title)
        return .none
      case .editor:
        return .none
      }
    }
    .ifLet(\.$editor, action: \.editor) {
      NoteEditorFeature()
    }
  }
}
