import ComposableArchitecture

/// The client's own `Counter` feature, in a module named like the library's example.
@Reducer
public struct Counter {
  @ObservableState
  public struct State: Equatable {
    public var count = 0
    public init() {}
  }

  public enum Action {
    case incrementButtonTapped
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}
