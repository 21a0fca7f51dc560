import ComposableArchitecture
import ComposableViews
import Testing

@testable import ComposableWeb

// The same view-local state as in the terminal, kept by the browser's host: a diary of entries
// that reorder, each with a counter of its own, and a stack of pages.

@Reducer
private struct Diary {
  @ObservableState
  struct State: Equatable {
    var entries = ["Mon", "Tue"]
    var showsEntries = true
    var path = StackState<DiaryPage.State>()
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case path(StackActionOf<DiaryPage>)
    case pushButtonTapped(String)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      if case let .pushButtonTapped(day) = action {
        state.path.append(DiaryPage.State(day: day))
      }
      return .none
    }
    .forEach(\.path, action: \.path) { DiaryPage() }
  }
}

@Reducer
private struct DiaryPage {
  @ObservableState
  struct State: Equatable {
    var day: String
  }

  enum Action {}
}

private struct Stars: View {
  let day: String
  @State private var stars = 0

  var body: some View {
    Button("\(day) ★\(stars)") { stars += 1 }
  }
}

private struct DiaryView: View {
  let store: StoreOf<Diary>
  @State private var showsNotes = false

  var body: some View {
    NavigationStack(path: store.scope(state: \.path, action: \.path)) {
      NotesSwitch(isOn: $showsNotes)
      if showsNotes { Text("Notes shown") }
      if store.showsEntries {
        ForEach(store.entries, id: \.self) { Stars(day: $0) }
      }
    } destination: { store in
      DiaryPageView(store: store)
    }
  }
}

private struct NotesSwitch: View {
  @Binding var isOn: Bool

  var body: some View {
    Toggle("Notes", isOn: $isOn)
  }
}

private struct DiaryPageView: View {
  let store: StoreOf<DiaryPage>
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Stars(day: store.day)
    Button("Close") { dismiss() }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct WebViewLocalStateTests {
  private let store = Store(initialState: Diary.State()) { Diary() }
  private let session: WebSession

  init() {
    let store = self.store
    session = WebSession(scene: WebScene { DiaryView(store: store) })
  }

  private func click(_ text: String) throws {
    try session.handle(WebEvent(controlID: try #require(session.tree.controlID(.click, containing: text)), kind: .click))
    _ = session.update()
  }

  private var buttons: [String] {
    session.tree.all(where: { $0.tag == "button" }).map(\.allText).filter { $0.contains("★") }
  }

  @Test func stateSurvivesRendersAndFollowsItsRowWhenTheRowsReorder() throws {
    try click("Tue ★0")
    try click("Tue ★1")
    #expect(buttons == ["Mon ★0", "Tue ★2"])
    store.entries.reverse()
    _ = session.update()
    #expect(buttons == ["Tue ★2", "Mon ★0"])
    store.entries.removeFirst()
    _ = session.update()
    store.entries.append("Tue")
    _ = session.update()
    #expect(buttons == ["Mon ★0", "Tue ★0"])
  }

  @Test func stateIsFreshWhenItsViewComesBack() throws {
    try click("Mon ★0")
    store.showsEntries = false
    _ = session.update()
    #expect(buttons.isEmpty)
    store.showsEntries = true
    _ = session.update()
    #expect(buttons == ["Mon ★0", "Tue ★0"])
  }

  @Test func eachScreenKeepsItsStateAndAPushedScreenStartsAfresh() throws {
    try click("Mon ★0")
    store.send(.pushButtonTapped("Wed"))
    _ = session.update()
    try click("Wed ★0")
    #expect(buttons == ["Wed ★1"])
    try click("Close")
    #expect(store.path.isEmpty)
    #expect(buttons == ["Mon ★1", "Tue ★0"])
    store.send(.pushButtonTapped("Wed"))
    _ = session.update()
    #expect(buttons == ["Wed ★0"])
  }

  @Test func aChildViewTogglesItsParentsStateThroughABinding() throws {
    #expect(!session.tree.allText.contains("Notes shown"))
    let toggle = try #require(session.tree.controlID(.change))
    try session.handle(WebEvent(controlID: toggle, kind: .change, payload: "true"))
    _ = session.update()
    #expect(session.tree.allText.contains("Notes shown"))
  }
}
