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
    } diagnostics: {
      """
      @Reducer
      struct Feature {
        typealias State = Int
        typealias Action = Bool
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
             ┬─────
             ╰─ ⚠️ 'reduce(into:action:)' is deprecated: Reducers should be defined using the 'body' property and a 'Reduce'.
                ✏️ Use 'body' instead
          .none
        }
      }
      """
    } fixes: {
      """
      @Reducer
      struct Feature {
        typealias State = Int
        typealias Action = Bool
        var body: some Reducer<State, Action> {
      Reduce { state, action in
      .none
      }
      }
      }
      """
    } expansion: {
      """
      struct Feature {
        typealias State = Int
        typealias Action = Bool
        @ComposableArchitecture.ReducerBuilder<State, Action>
        var body: some Reducer<State, Action> {
      Reduce { state, action in
      .none
      }
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

  @Test func synthesizedConformancesOnAStructAreAnError() {
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
      ╰─ 🛑 Argument passed to call that takes no arguments when applied to a struct
      struct Feature {
        struct State {}
        enum Action {}
      }
      """
    }
  }

  @Test func emptyFeature() {
    assertMacro {
      """
      @Reducer
      struct Feature {}
      """
    } expansion: {
      """
      struct Feature {

          @ComposableArchitecture.ObservableState
          struct State: Codable, Equatable, Hashable, Sendable, ComposableArchitecture.ObservableState, Observation.Observable, Swift.CustomReflectable {
              init() {
              }
              var customMirror: Swift.Mirror {
                  Swift.Mirror(self, children: [:], displayStyle: .struct)
              }
          }

          @CasePathable
          @ComposableArchitecture._ResolvedCasePaths
          enum Action: Equatable, Hashable, Sendable, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._ResolvedCasePathable {
          }

          var body: ComposableArchitecture.EmptyReducer<Self.State, Self.Action> {
              ComposableArchitecture.EmptyReducer()
          }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func publicFeatureWithOnlyState() {
    assertMacro {
      """
      @Reducer
      public struct Feature {
        @ObservableState
        public struct State: Equatable {
          public var count = 0
        }
      }
      """
    } expansion: {
      """
      public struct Feature {
        @ObservableState
        public struct State: Equatable {
          public var count = 0
        }

        @CasePathable
        @ComposableArchitecture._ResolvedCasePaths
        public enum Action: Equatable, Hashable, Sendable, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._ResolvedCasePathable {
        }

        public var body: ComposableArchitecture.EmptyReducer<Self.State, Self.Action> {
          ComposableArchitecture.EmptyReducer()
        }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func onlyActionAndReduce() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        enum Action {
          case tapped
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }
      """
    } diagnostics: {
      """
      @Reducer
      struct Feature {
        enum Action {
          case tapped
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
             ┬─────
             ╰─ ⚠️ 'reduce(into:action:)' is deprecated: Reducers should be defined using the 'body' property and a 'Reduce'.
                ✏️ Use 'body' instead
          .none
        }
      }
      """
    } fixes: {
      """
      @Reducer
      struct Feature {
        enum Action {
          case tapped
        }
        var body: some Reducer<State, Action> {
      Reduce { state, action in
      .none
      }
      }
      }
      """
    } expansion: {
      """
      struct Feature {
        @CasePathable @ComposableArchitecture._ResolvedCasePaths
        enum Action {
          case tapped
        }
        @ComposableArchitecture.ReducerBuilder<State, Action>
        var body: some Reducer<State, Action> {
      Reduce { state, action in
      .none
      }
      }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func declaredStateKindsAreKept() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        final class State {}
        typealias Action = Never
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        final class State {}
        typealias Action = Never
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func staticBodyOnAStructIsNotABody() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        static var body: Int { 0 }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePathable @ComposableArchitecture._ResolvedCasePaths
        enum Action {}
        static var body: Int { 0 }

        var body: ComposableArchitecture.EmptyReducer<Self.State, Self.Action> {
          ComposableArchitecture.EmptyReducer()
        }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }
}
