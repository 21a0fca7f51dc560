// What the sharing article treats as known: a sync-up that can be kept in a file, and the
// detail feature that edits one through a shared value (`uses SharedSyncUps`).
import ComposableArchitecture
import Foundation

struct SyncUp: Codable, Equatable, Identifiable, Sendable {
  let id: UUID
  var title = ""
}

@Reducer
struct SyncUpDetail {
  @ObservableState
  struct State: Equatable {
    @Shared var syncUp: SyncUp
  }
  enum Action {
    case titleChanged(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .titleChanged(title):
        state.$syncUp.withLock { $0.title = title }
        return .none
      }
    }
  }
}
