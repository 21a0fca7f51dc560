import ComposableArchitectureMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(.macros(reducerMacros, record: .missing))
struct ReducerMacroTests {
  @Test func feature() {
    assertMacro {
      """
      @Reducer
      struct CounterFeature {
        @ObservableState
        struct State: Equatable {
          var count = 0
        }
        enum Action {
          case incrementButtonTapped
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            .none
          }
        }
      }
      """
    } expansion: {
      """
      struct CounterFeature {
        @ObservableState
        struct State: Equatable {
          var count = 0
        }
        @CasePathable @ComposableArchitecture._ResolvedCasePaths
        enum Action {
          case incrementButtonTapped
        }
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            .none
          }
        }
      }

      extension CounterFeature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func enumStateAndExistingAttributes() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        enum State {
          case loading
          case loaded(Int)
        }
        @CasePathable
        enum Action: Equatable {
          case task
        }
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        @CasePathable @ComposableArchitecture._ResolvedCasePaths @dynamicMemberLookup
        enum State {
          case loading
          case loaded(Int)
        }
        @CasePathable
        @ComposableArchitecture._ResolvedCasePaths
        enum Action: Equatable {
          case task
        }
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func typealiasesAndReduce() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        typealias State = Int
        typealias Action = Bool
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        typealias State = Int
        typealias Action = Bool
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func alreadyConforming() {
    assertMacro([
      "Reducer": MacroSpec(type: ReducerMacro.self, conformances: [])
    ]) {
      """
      @Reducer
      struct Feature: Reducer {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Feature: Reducer {
        struct State {}
        @CasePathable @ComposableArchitecture._ResolvedCasePaths
        enum Action {}
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    }
  }

  @Test func classIsRejected() {
    assertMacro {
      """
      @Reducer
      class Feature {
      }
      """
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' can only be applied to a struct (a feature) or an enum (a choice of features)
      class Feature {
      }
      """
    }
  }

  @Test func actorIsRejected() {
    assertMacro {
      """
      @Reducer
      actor Feature {
      }
      """
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' can only be applied to a struct (a feature) or an enum (a choice of features)
      actor Feature {
      }
      """
    }
  }

  @Test func synthesizedConformancesOnAStructAreIgnored() {
    assertMacro {
      """
      @Reducer(state: .equatable)
      struct Feature {
        struct State {}
        enum Action {}
      }
      """
    } diagnostics: {
      """
      @Reducer(state: .equatable)
      ┬──────────────────────────
      ╰─ ⚠️ '@Reducer(state:action:)' only applies to enum reducers; declare the conformances on the struct's 'State' and 'Action' instead
      struct Feature {
        struct State {}
        enum Action {}
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePathable @ComposableArchitecture._ResolvedCasePaths
        enum Action {}
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }
}
