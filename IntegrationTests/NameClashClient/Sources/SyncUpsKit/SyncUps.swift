import ComposableArchitecture

/// The client's own `SyncUps` feature: a list of titles kept in shared memory.
@Reducer
public struct SyncUps {
  @ObservableState
  public struct State: Equatable {
    @Shared(.inMemory("titles")) public var titles: [String] = []
    public init() {}
  }

  public enum Action {
    case add(String)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .add(title):
        state.$titles.withLock { $0.append(title) }
        return .none
      }
    }
  }
}
