import ComposableArchitecture
import Testing

@testable import ComposableTerminal

// The example of the "Building a form screen" article, verbatim: it must compile and behave as
// the article says.

@Reducer
struct MeetingEditor {
  @ObservableState
  struct State: Equatable {
    var title = ""
    var theme = Theme.sky
    var minutes = 5
    var newAttendee = ""
    var attendees: [String] = []
    var focus: Field? = .title
    var progress = 0.0

    enum Field: Hashable { case title, newAttendee }
  }

  enum Theme: String, CaseIterable, Identifiable {
    case sky, sand, moss
    var id: Self { self }
  }

  enum Action: BindableAction {
    case addAttendeeSubmitted
    case binding(BindingAction<State>)
    case onTask
    case saveButtonTapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addAttendeeSubmitted:
        guard !state.newAttendee.isEmpty else { return .none }
        state.attendees.append(state.newAttendee)
        state.newAttendee = ""
        state.focus = .newAttendee
        return .none
      case .binding, .saveButtonTapped:
        return .none
      case .onTask:
        state.progress = 0.5
        return .none
      }
    }
  }
}

struct MeetingEditorView: View {
  @Bindable var store: StoreOf<MeetingEditor>

  var body: some View {
    ScrollView {
      Form {
        Section("Meeting") {
          TextField("Title", text: $store.title)
            .focused($store.focus, equals: .title)
          Picker("Theme", selection: $store.theme) {
            ForEach(MeetingEditor.Theme.allCases) { theme in
              Text(theme.rawValue)
            }
          }
          Stepper("Length: \(store.minutes) min", value: $store.minutes, in: 5...60, step: 5)
        }
        Section("Attendees") {
          ForEach(store.attendees, id: \.self) { name in
            Text(name)
          }
          TextField("New attendee", text: $store.newAttendee)
            .focused($store.focus, equals: .newAttendee)
            .onSubmit { store.send(.addAttendeeSubmitted) }
        }
        ProgressView("Prepared", value: store.progress)
      }
      .padding(.horizontal, 1)
    }
    .navigationTitle("Edit meeting")
    .toolbar {
      ToolbarItem(placement: .confirmationAction) {
        Button("Save", key: .control("s")) { store.send(.saveButtonTapped) }
      }
    }
    .task { await store.send(.onTask).finish() }
  }
}

@MainActor
@Suite(.serialized)
struct BuildingAFormScreenTests {
  @Test func theArticlesFormBindsSubmitsAndScrolls() async {
    let store = Store(initialState: MeetingEditor.State()) { MeetingEditor() }
    let driver = HeadlessDriver(size: Size(width: 40, height: 8)) {
      MeetingEditorView(store: store)
    }
    #expect(driver.screen.lines[0].hasPrefix("Edit meeting"))
    driver.type("Planning")
    #expect(store.title == "Planning")
    driver.press(.down, .right)
    #expect(store.theme == .sand)
    driver.press(.down, "+")
    #expect(store.minutes == 10)
    driver.press(.down)
    #expect(store.focus == .newAttendee)
    driver.type("Blob")
    driver.press(.enter)
    #expect(store.attendees == ["Blob"])
    #expect(store.newAttendee == "")
    #expect(driver.text.contains("Blob"))
    driver.press(.control("s"))
    while store.progress != 0.5 { await Task.yield() }
    #expect(driver.text.contains("[New attendee"))
  }
}
