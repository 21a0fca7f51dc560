import ComposableArchitecture
import Foundation
import FuzzingEngine
import IssueReporting

// Reading a recording (`Recording(data:name:)`) of a small feature with what recordings carry
// beyond plain values: observable state, a presented alert, binding actions, a shared value and a
// shared collection. Any bytes either read as a recording or throw a `RecordingError`; a recording
// that reads is then replayed step by step through the reducer (binding actions write their
// recorded values where they say), which must not trap either.

@Reducer
struct Notes {
  @ObservableState
  struct State: Codable, Equatable {
    var title = ""
    var count = 0
    var tags: [String] = []
    var rows: IdentifiedArrayOf<Row> = []
    @Presents var alert: AlertState<Action.Alert>?
    @Shared var total: Int
    var opened: Opened?

    init(total: Int = 0) {
      self._total = Shared(value: total)
    }
  }

  struct Row: Codable, Equatable, Identifiable, Sendable {
    var id: Int
    var name: String
  }

  /// A row opened with the shared value it was given.
  struct Opened: Codable, Equatable {
    @Shared var total: Int
  }

  enum Action: BindableAction, Codable {
    case alert(PresentationAction<Alert>)
    case binding(BindingAction<State>)
    case deleteTapped
    case increment
    case open(Shared<Int>)
    case rename(id: Int, name: String)

    @CasePathable
    enum Alert: Codable, Equatable {
      case confirmDeletion
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDeletion)):
        state.rows.removeAll()
        return .none
      case .alert:
        return .none
      case .binding:
        return .none
      case .deleteTapped:
        state.alert = AlertState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Yes") }
        }
        return .none
      case .increment:
        state.count += 1
        state.$total.withLock { $0 += 1 }
        return .none
      case let .open(total):
        state.opened = Opened(total: total)
        return .none
      case let .rename(id, name):
        state.rows[id: id]?.name = name
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzRecording(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Data(fuzzBytes(data, size))
  // A recorded binding action that names a field the state lacks reports an issue and changes
  // nothing: that is the designed outcome, not a finding.
  withIssueReporters([]) {
    let recording: Recording<Notes.State, Notes.Action>
    do {
      recording = try Recording(data: bytes, name: "fuzz.jsonl")
    } catch is RecordingError {
      return
    } catch {
      require(false, "not a RecordingError: \(error)")
      return
    }
    var state = recording.initialState
    for step in recording.steps {
      _ = Notes().reduce(into: &state, action: step.action)
    }
  }
  return 0
}

/// Writes the seed corpus: sessions recorded with `_record(to:)`, one file each.
@MainActor
func writeSeeds(to folder: URL) throws {
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let sessions: [(String, (StoreOf<Notes>) -> Void)] = [
    ("empty", { _ in }),
    ("increments", { store in
      store.send(.increment)
      store.send(.increment)
    }),
    ("bindings", { store in
      store.send(.binding(.set(\.title, "Groceries")))
      store.send(.binding(.set(\.tags, ["home", "weekly"])))
      store.send(.binding(.set(\.rows, [Notes.Row(id: 1, name: "Milk")])))
      store.send(.rename(id: 1, name: "Oat milk"))
    }),
    ("alert", { store in
      store.send(.binding(.set(\.rows, [Notes.Row(id: 1, name: "Milk")])))
      store.send(.deleteTapped)
      store.send(.alert(.presented(.confirmDeletion)))
      store.send(.deleteTapped)
      store.send(.alert(.dismiss))
    }),
    ("shared", { store in
      store.send(.increment)
      store.send(.open(store.state.$total))
      store.send(.increment)
    }),
  ]
  for (name, session) in sessions {
    let url = folder.appending(component: "\(name).jsonl")
    try? FileManager.default.removeItem(at: url)
    do {
      let store = Store(initialState: Notes.State()) { Notes()._record(to: url) }
      session(store)
    }
  }
}

@_cdecl("fuzz_recording_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  // `fuzz-recording --write-seeds FOLDER` records the seed corpus instead of fuzzing.
  let arguments = CommandLine.arguments
  if arguments.count == 3, arguments[1] == "--write-seeds" {
    do {
      try MainActor.assumeIsolated { try writeSeeds(to: URL(fileURLWithPath: arguments[2])) }
      return 0
    } catch {
      print("error: \(error)")
      return 1
    }
  }
  return runLibFuzzer(argc: argc, argv: argv, fuzzRecording)
}
