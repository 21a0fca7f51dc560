import ComposableArchitecture
import SharingGRDB
import Testing

/// A feature as a client writes it: its state reads the players table, its actions write through
/// `@Dependency(\.defaultDatabase)`, and its store sees the rows the database now holds.
@Reducer
struct PlayersFeature {
  @ObservableState
  struct State: Equatable {
    @SharedReader(.fetchAll(sql: "SELECT * FROM players ORDER BY id")) var players: [Player]
    var summary = ""
  }

  enum Action {
    case addPlayerButtonTapped(name: String)
    case deleteAllButtonTapped
    case summaryButtonTapped
  }

  @Dependency(\.defaultDatabase) var database

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .addPlayerButtonTapped(name):
        return .run { _ in
          try await database.write { db in _ = try Player(name: name, score: 0).inserted(db) }
        }
      case .deleteAllButtonTapped:
        return .run { _ in
          _ = try await database.write { db in try Player.deleteAll(db) }
        }
      case .summaryButtonTapped:
        state.summary = state.players.map(\.name).joined(separator: ", ")
        return .none
      }
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct PlayersFeatureTests {
  @Test func theStoreSeesTheRowsItsActionsWrote() async throws {
    let database = try DatabaseQueue.players()
    let store = TestStore(initialState: PlayersFeature.State()) {
      PlayersFeature()
    } withDependencies: {
      $0.defaultDatabase = database
    }
    #expect(store.state.players.map(\.name) == ["Blob", "Blob Jr.", "Blob Sr."])

    await store.send(.addPlayerButtonTapped(name: "Blob Esq."))
    await store.finish()
    _ = await store.state.$players.value { $0.count == 4 }
    await store.send(.summaryButtonTapped) {
      $0.summary = "Blob, Blob Jr., Blob Sr., Blob Esq."
    }
    #expect(store.state.players.last == Player(id: 4, name: "Blob Esq.", score: 0))

    await store.send(.deleteAllButtonTapped)
    await store.finish()
    _ = await store.state.$players.value(where: \.isEmpty)
    await store.send(.summaryButtonTapped) {
      $0.summary = ""
    }
  }
}
