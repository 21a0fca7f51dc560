import ComposableArchitecture
import Foundation

/// The counter with `Codable` state and actions, as recording requires.
@Reducer
struct RecordableCounter {
  struct State: Codable {
    var count = 0
    var unrelated = 0
  }

  enum Action: Codable {
    case incrementButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}

/// What `_record(to:)` costs per send: switched off (`nil`), and on, writing to a file.
func recordingBenchmarks() {
  // No recording: the reference for the others.
  mainActorBenchmark("Recording.none") {
    Store(initialState: RecordableCounter.State()) { RecordableCounter() }
  } operation: { store in
    store.send(.incrementButtonTapped)
  }

  mainActorBenchmark("Recording.off") {
    Store(initialState: RecordableCounter.State()) { RecordableCounter()._record(to: nil) }
  } operation: { store in
    store.send(.incrementButtonTapped)
  }

  // Each send copies the step's values on the main actor and queues the line; the writer's
  // thread encodes it (the action, its Swift source, the state, the types) and writes it. A tight
  // loop outruns that thread, so it also measures the back-pressure (callgrind's
  // `--separate-threads=yes` shows the main thread's share alone).
  // Every sample starts the file afresh.
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("recording-benchmark.jsonl")
  mainActorBenchmark("Recording.on (file in the temporary directory)") {
    Store(initialState: RecordableCounter.State()) {
      RecordableCounter()._record(to: url)
    }
  } operation: { store in
    store.send(.incrementButtonTapped)
  }
}
