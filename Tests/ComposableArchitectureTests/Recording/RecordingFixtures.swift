import ComposableArchitecture
import Foundation

/// A counter whose fact comes from an effect, and whose "add two" sends an action back at once.
struct RecordedCounter: Reducer {
  struct State: Codable, Equatable {
    var count = 0
    var fact: String?
  }

  @CasePathable
  enum Action: Codable, Equatable {
    case incrementButtonTapped
    case addTwoButtonTapped
    case factButtonTapped
    case factResponse(String)
    case setCount(to: Int, reason: String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementButtonTapped:
      state.count += 1
      return .none
    case .addTwoButtonTapped:
      state.count += 1
      return .send(.incrementButtonTapped)
    case .factButtonTapped:
      return .run { [count = state.count] send in
        await send(.factResponse("\(count) is a good number."))
      }
    case let .factResponse(fact):
      state.fact = fact
      return .none
    case let .setCount(count, _):
      state.count = count
      return .none
    }
  }
}

/// A fresh file in the temporary folder, removed by the caller.
func temporaryRecordingURL(_ name: String = #function) -> URL {
  FileManager.default.temporaryDirectory
    .appendingPathComponent("recording-\(UUID().uuidString)-\(name.prefix { $0.isLetter }).jsonl")
}

extension Data {
  var recordingLines: [String] {
    String(decoding: self, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
  }
}
