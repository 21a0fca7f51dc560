import ComposableArchitecture
import Testing

@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct DependencyChainTests {
  struct Feature: Reducer {
    struct State: Equatable {
      var reducerValues: [Int] = []
      var effectValues: [Int] = []
    }
    enum Action { case read, effectRead([Int]) }
    @Dependency(\.first) var first
    @Dependency(\.second) var second

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .read:
        state.reducerValues = [self.first, self.second]
        return .run { send in
          @Dependency(\.first) var first
          @Dependency(\.second) var second
          await send(.effectRead([first, second]))
        }
      case let .effectRead(values):
        state.effectValues = values
        return .none
      }
    }
  }

  @Test func chainCollapsesToOneLayer() {
    let chain = Feature()
      .dependency(\.first, 1)
      .dependency(\.second, 2)
      .transformDependency(\.first) { $0 += 10 }
      .dependency(\.second, 20)
    #expect(type(of: chain) == _DependencyKeyWritingReducer<Feature>.self)
  }

  @Test func everyOverrideOfAChainReachesReducerAndEffects() async {
    let store = Store(initialState: Feature.State()) {
      Feature()
        .dependency(\.first, 1)
        .dependency(\.second, 2)
    }
    await store.send(.read).finish()
    #expect(store.state == Feature.State(reducerValues: [1, 2], effectValues: [1, 2]))
  }

  @Test func overrideNearestTheReducerWins() async {
    let store = Store(initialState: Feature.State()) {
      Feature()
        .dependency(\.first, 1)
        .transformDependency(\.second) { $0 += 5 }
        .dependency(\.first, 100)
        .dependency(\.second, 2)
    }
    await store.send(.read).finish()
    // `second` is set to 2 by the outer override, then transformed by the inner one.
    #expect(store.state == Feature.State(reducerValues: [1, 7], effectValues: [1, 7]))
  }
}

private enum FirstKey: DependencyKey {
  static let liveValue = 0
  static let testValue = 0
}

private enum SecondKey: DependencyKey {
  static let liveValue = 0
  static let testValue = 0
}

extension DependencyValues {
  fileprivate var first: Int {
    get { self[FirstKey.self] }
    set { self[FirstKey.self] = newValue }
  }
  fileprivate var second: Int {
    get { self[SecondKey.self] }
    set { self[SecondKey.self] = newValue }
  }
}
