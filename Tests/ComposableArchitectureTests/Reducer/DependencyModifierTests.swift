import ComposableArchitecture
import Foundation
import Testing

@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct DependencyModifierTests {
  struct Feature: Reducer {
    struct State: Equatable {
      var reducerValue: Int?
      var effectValue: Int?
    }
    enum Action { case read, effectRead(Int) }
    @Dependency(\.magicNumber) var magicNumber

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .read:
        state.reducerValue = self.magicNumber
        return .run { send in
          @Dependency(\.magicNumber) var magicNumber
          await send(.effectRead(magicNumber))
        }
      case let .effectRead(value):
        state.effectValue = value
        return .none
      }
    }
  }

  @Test func storeDependenciesReachReducerAndEffects() async {
    let store = Store(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.magicNumber = 42
    }
    await store.send(.read).finish()
    #expect(store.state == Feature.State(reducerValue: 42, effectValue: 42))
  }

  @Test func dependencyModifierOverridesForReducerAndEffects() async {
    let store = Store(initialState: Feature.State()) {
      Feature().dependency(\.magicNumber, 7)
    }
    await store.send(.read).finish()
    #expect(store.state == Feature.State(reducerValue: 7, effectValue: 7))
  }

  @Test func transformDependency() async {
    let store = Store(initialState: Feature.State()) {
      Feature().transformDependency(\.magicNumber) { $0 += 1 }
    } withDependencies: {
      $0.magicNumber = 1
    }
    await store.send(.read).finish()
    #expect(store.state == Feature.State(reducerValue: 2, effectValue: 2))
  }
}

private enum MagicNumberKey: DependencyKey {
  static let liveValue = 0
  static let testValue = 0
}

extension DependencyValues {
  fileprivate var magicNumber: Int {
    get { self[MagicNumberKey.self] }
    set { self[MagicNumberKey.self] = newValue }
  }
}
