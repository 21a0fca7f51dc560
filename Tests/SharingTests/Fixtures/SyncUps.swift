import ComposableArchitecture
import Foundation

struct SyncUp: Codable, Hashable, Identifiable, Sendable {
  let id: Int
  var title = ""
  var minutes = 5
}

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<SyncUp>>.Default {
  static var syncUps: Self {
    Self[.fileStorage(URL(fileURLWithPath: "/sync-ups/sync-ups.json")), default: []]
  }
}

/// A child feature that edits one sync-up through a shared reference.
@Reducer
struct SyncUpDetail {
  @ObservableState
  struct State: Equatable, Identifiable {
    @Shared var syncUp: SyncUp
    var id: SyncUp.ID { self.syncUp.id }
  }

  enum Action {
    case titleChanged(String)
    case minutesIncremented
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .titleChanged(title):
        state.$syncUp.withLock { $0.title = title }
        return .none
      case .minutesIncremented:
        state.$syncUp.withLock { $0.minutes += 1 }
        return .none
      }
    }
  }
}

/// A parent feature that keeps the sync-ups in a file and opens details on shared elements.
@Reducer
struct SyncUpsList {
  @ObservableState
  struct State: Equatable {
    @Shared(.syncUps) var syncUps
    var details: IdentifiedArrayOf<SyncUpDetail.State> = []
  }

  enum Action {
    case addButtonTapped(SyncUp)
    case deleteButtonTapped(SyncUp.ID)
    case detail(IdentifiedActionOf<SyncUpDetail>)
    case openDetail(SyncUp.ID)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .addButtonTapped(syncUp):
        state.$syncUps.withLock { _ = $0.append(syncUp) }
        return .none
      case let .deleteButtonTapped(id):
        state.$syncUps.withLock { _ = $0.remove(id: id) }
        return .none
      case .detail:
        return .none
      case let .openDetail(id):
        guard let syncUp = Shared(state.$syncUps[id: id]) else { return .none }
        state.details.append(SyncUpDetail.State(syncUp: syncUp))
        return .none
      }
    }
    .forEach(\.details, action: \.detail) {
      SyncUpDetail()
    }
  }
}

/// A counter kept in memory, changed by the reducer and by an effect.
@Reducer
struct SharedCounter {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("count")) var count = 0
    var isLoading = false
  }

  enum Action {
    case incrementButtonTapped
    case delayedIncrementButtonTapped
    case incrementResponse
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.$count.withLock { $0 += 1 }
        return .none
      case .delayedIncrementButtonTapped:
        state.isLoading = true
        return .run { [count = state.$count] send in
          count.withLock { $0 += 1 }
          await send(.incrementResponse)
        }
      case .incrementResponse:
        state.isLoading = false
        return .none
      }
    }
  }
}

/// A feature that deletes its sync-up from the shared list, reading the sync-up (an element of
/// that list) inside the list's `withLock`, as upstream's SyncUps app does.
@Reducer
struct SyncUpDeletion {
  @ObservableState
  struct State: Equatable {
    @Shared var syncUps: IdentifiedArrayOf<SyncUp>
    @Shared var syncUp: SyncUp
  }

  enum Action {
    case deleteButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteButtonTapped:
        state.$syncUps.withLock { _ = $0.remove(id: state.syncUp.id) }
        return .none
      }
    }
  }
}
