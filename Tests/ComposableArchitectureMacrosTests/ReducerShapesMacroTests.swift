import MacroTesting
import Testing

/// The `@Reducer` shapes of real code beyond the common feature: bodies written against other
/// types, primitive reducers, and enum cases giving their child reducer.
@Suite(.macros(reducerMacros, record: .missing))
struct ReducerShapesMacroTests {
  @Test func genericBodyNamesItsTypes() {
    assertMacro {
      """
      @Reducer
      struct Favoriting<ID: Hashable & Sendable> {
        let favorite: @Sendable (ID, Bool) async throws -> Bool
        var body: some Reducer<FavoritingState<ID>, FavoritingAction> {
          Reduce { state, action in
            .none
          }
        }
      }
      """
    } expansion: {
      """
      struct Favoriting<ID: Hashable & Sendable> {
        let favorite: @Sendable (ID, Bool) async throws -> Bool
        @ComposableArchitecture.ReducerBuilder<FavoritingState<ID>, FavoritingAction>
        var body: some Reducer<FavoritingState<ID>, FavoritingAction> {
          Reduce { state, action in
            .none
          }
        }
      }

      extension Favoriting: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func explicitComputedBodyGetsNoStateOrAction() {
    assertMacro {
      """
      @Reducer
      struct Counter {
        enum Action {
          case tapped
        }
        var body: some Reducer<Int, Action> {
          Reduce { state, _ in
            state += 1
            return .none
          }
        }
      }
      """
    } expansion: {
      """
      struct Counter {
        @CasePathable @ComposableArchitecture._ResolvedCasePaths
        enum Action {
          case tapped
        }
        @ComposableArchitecture.ReducerBuilder<Int, Action>
        var body: some Reducer<Int, Action> {
          Reduce { state, _ in
            state += 1
            return .none
          }
        }
      }

      extension Counter: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func storedBodyGetsNoStateOrAction() {
    assertMacro {
      """
      @Reducer
      struct Inert {
        let body = EmptyReducer<Int, Int>()
      }
      """
    } expansion: {
      """
      struct Inert {
        let body = EmptyReducer<Int, Int>()
      }

      extension Inert: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func reduceMethodIsDeprecated() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }
      """
    } diagnostics: {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
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
        struct State {}
        enum Action {}
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
        struct State {}
        @CasePathable @ComposableArchitecture._ResolvedCasePaths
        enum Action {}
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

  @Test func enumCasesWithDefaultReducers() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case feature(Feature = Feature(context: "x"))
        case inner(Inner.Body = Inner.body)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case feature(Feature = Feature(context: "x"))
        case inner(Inner.Body = Inner.body)

        @CasePathable
        @ComposableArchitecture._ResolvedCasePaths
        @dynamicMemberLookup
        @ObservableState
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._ResolvedCasePathable, ComposableArchitecture.ObservableState, Observation.Observable {
          typealias StateReducer = Destination
          case feature(Feature.State)
          case inner(Inner.Body.State)
        }

        @CasePathable
        @ComposableArchitecture._ResolvedCasePaths
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._ResolvedCasePathable {
          case feature(Feature.Action)
          case inner(Inner.Body.Action)
        }

        typealias Body = ComposableArchitecture.Reduce<State, Action>

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(state: \Self.State.Cases.feature, action: \Self.Action.Cases.feature) {
                Feature(context: "x")
              }
              ComposableArchitecture.Scope(state: \Self.State.Cases.inner, action: \Self.Action.Cases.inner) {
                Inner.body
              }
            }
          )
        }

        static var _$body: Body {
          Self.body
        }

        @dynamicMemberLookup
        enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
          case feature(ComposableArchitecture.StoreOf<Feature>)
          case inner(ComposableArchitecture.StoreOf<Inner.Body>)
          struct AllCasePaths {
            var feature: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Feature>> {
              CasePaths.AnyCasePath(embed: CaseScope.feature, extract: {
                  guard case let .feature(v0) = $0 else {
                    return nil
                  };
                  return v0
                })
            }
            var inner: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Inner.Body>> {
              CasePaths.AnyCasePath(embed: CaseScope.inner, extract: {
                  guard case let .inner(v0) = $0 else {
                    return nil
                  };
                  return v0
                })
            }
          }
          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .feature:
            return .feature(store.scope(state: \.feature, action: \.feature)!)
          case .inner:
            return .inner(store.scope(state: \.inner, action: \.inner)!)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }
}
