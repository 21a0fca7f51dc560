import ComposableArchitecture
import ComposableTerminal

/// The terminal UI's budgets: a text field holding 10,000 characters (a frame and a key press
/// ≤ 1 ms each, a 10,000-character paste ≤ 100 ms with one redraw) and a list of 10,000 rows
/// (a key press that moves the selection ≤ 2 ms), each beside a raw floor.
func terminalBenchmarks() {
  // Floor: inserting one character in the middle of a 10,000-character string.
  mainActorBenchmark("Terminal.raw.insert(10_000)") {
    Box(String(repeating: "a", count: 10_000))
  } operation: { text in
    let middle = text.value.utf8.index(text.value.utf8.startIndex, offsetBy: 5_000)
    text.value.insert("b", at: middle)
    text.value.removeLast()
  }

  // Floor: formatting the 24 rows of a screen from a 10,000-element array at an offset.
  mainActorBenchmark("Terminal.raw.visibleRows(10_000)") {
    Box((Array(0..<10_000), 0))
  } operation: { state in
    state.value.1 = (state.value.1 + 1) % 9_000
    var lines: [String] = []
    lines.reserveCapacity(24)
    for index in state.value.1..<(state.value.1 + 24) { lines.append("  Row \(state.value.0[index])") }
    blackHole(lines)
  }

  mainActorBenchmark("Terminal.textField.frame(10_000)") {
    EditorFixture(length: 10_000)
  } operation: { fixture in
    // A resize to the same size lays the screen out and draws it again.
    fixture.driver.resize(to: EditorFixture.size)
  }

  mainActorBenchmark("Terminal.textField.keyPress(10_000)") {
    EditorFixture(length: 10_000)
  } operation: { fixture in
    fixture.driver.press("x")
  }

  mainActorBenchmark("Terminal.textField.paste(10_000) (per batch)", configuration: .perBatch) {
    EditorFixture(length: 0)
  } operation: { fixture in
    fixture.driver.input(fixture.paste)
    precondition(fixture.driver.frameCount == 2)
  }

  mainActorBenchmark("Terminal.list.selectionMove(10_000)") {
    ListFixture(rowCount: 10_000)
  } operation: { fixture in
    fixture.moves += 1
    fixture.driver.press(fixture.moves.isMultiple(of: 2) ? .up : .down)
  }
}

@Reducer
struct Editor {
  @ObservableState
  struct State: Equatable {
    var text: String
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

struct EditorView: View {
  @Bindable var store: StoreOf<Editor>

  var body: some View {
    Text("Notes").bold()
    TextField("Notes", text: $store.text)
  }
}

@MainActor
final class EditorFixture {
  static let size = Size(width: 80, height: 24)
  let store: StoreOf<Editor>
  let driver: HeadlessDriver
  /// 10,000 characters as a terminal sends a paste: between the bracketed-paste markers.
  let paste = Array(("\u{1B}[200~" + String(repeating: "pasted text ", count: 834).prefix(10_000) + "\u{1B}[201~").utf8)

  init(length: Int) {
    let store = Store(initialState: Editor.State(text: String(repeating: "a", count: length))) { Editor() }
    self.store = store
    driver = HeadlessDriver(size: Self.size) { EditorView(store: store) }
  }
}

@MainActor
final class ListFixture {
  struct Row: Identifiable {
    let id: Int
    var title: String
  }

  @MainActor
  final class Selection {
    var value: Int? = 5_000
  }

  let driver: HeadlessDriver
  let selection: Selection
  var moves = 0

  init(rowCount: Int) {
    let rows = (0..<rowCount).map { Row(id: $0, title: "Row \($0)") }
    let selection = Selection()
    self.selection = selection
    driver = HeadlessDriver(size: Size(width: 80, height: 24)) {
      Text("Rows").bold()
      List(rows, selection: Binding(get: { selection.value }, set: { selection.value = $0 })) { row in
        Text(row.title)
      }
    }
  }
}
