import ComposableArchitecture
import Foundation
import Testing

/// `@BindingState` fields, set with `.set(\.$field, value)` and `\.binding.$field`, as before
/// `@ObservableState`.
@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct BindingStateTests {
  @available(*, deprecated)
  struct Feature: Reducer {
    struct State: Equatable {
      @BindingState var name = ""
      @BindingState var isOn = false
      var changes = 0
    }
    @CasePathable
    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
    }
    var body: some Reducer<State, Action> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding(\.$name):
          state.changes += 1
          return .none
        case .binding:
          return .none
        }
      }
    }
  }

  @available(*, deprecated)
  @Test func bindingActionsSetTheWrappedField() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.binding(.set(\.$name, "Blob"))) {
      $0.name = "Blob"
      $0.changes = 1
    }
    await store.send(.set(\.$isOn, true)) {
      $0.isOn = true
    }
    await store.send(\.binding.$name, "Blob Jr.") {
      $0.name = "Blob Jr."
      $0.changes = 2
    }
  }

  @available(*, deprecated)
  @Test func bindingActionsCompareByFieldAndValue() {
    typealias Binding = BindingAction<Feature.State>
    #expect(Binding.set(\.$name, "a") == .set(\.$name, "a"))
    #expect(Binding.set(\.$name, "a") != .set(\.$name, "b"))
    let action = Binding.set(\.$name, "a")
    #expect(Binding.allCasePaths.$name.extract(from: action) == "a")
    #expect(Binding.allCasePaths.$isOn.extract(from: action) == nil)
  }

  @available(*, deprecated)
  @Test func bindingStateIsItsValue() throws {
    let state = BindingState(wrappedValue: 42)
    #expect(state == BindingState(wrappedValue: 42))
    #expect(state.hashValue == BindingState(wrappedValue: 42).hashValue)
    #expect(String(customDumping: state) == "42")
    #expect(BindingState(wrappedValue: "a").debugDescription == #""a""#)
    let data = try JSONEncoder().encode(state)
    #expect(String(decoding: data, as: UTF8.self) == "42")
    #expect(try JSONDecoder().decode(BindingState<Int>.self, from: data) == state)
    var point = BindingState(wrappedValue: SIMDPoint(x: 1))
    point.x.wrappedValue = 2
    #expect(point.wrappedValue.x == 2)
  }

  struct SIMDPoint: Equatable { var x: Int }
}
