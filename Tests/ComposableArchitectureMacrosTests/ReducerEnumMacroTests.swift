import MacroTesting
import Testing

@Suite(.macros(reducerMacros, record: .missing))
struct ReducerEnumMacroTests {
  @Test func destination() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case add(SyncUpForm)
        case alert(AlertState<Alert>)
        @ReducerCaseIgnored
        case meeting(Meeting)
        case plain
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case add(SyncUpForm)
        case alert(AlertState<Alert>)
        case meeting(Meeting)
        case plain

        @CasePathable
        @ComposableArchitecture._ResolvedCasePaths
        @dynamicMemberLookup
        @ObservableState
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._ResolvedCasePathable, ComposableArchitecture.ObservableState, Observation.Observable {
          typealias StateReducer = Destination
          case add(SyncUpForm.State)
          case alert(AlertState<Alert>)
          case meeting(Meeting)
          case plain
        }

        @CasePathable
        @ComposableArchitecture._ResolvedCasePaths
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._ResolvedCasePathable {
          case add(SyncUpForm.Action)
          case alert(Alert)
        }

        typealias Body = ComposableArchitecture.Reduce<State, Action>

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.Scope(state: \Self.State.Cases.add, action: \Self.Action.Cases.add) {
              SyncUpForm()
            }
          )
        }

        static var _$body: Body {
          Self.body
        }

        @dynamicMemberLookup
        enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
          case add(ComposableArchitecture.StoreOf<SyncUpForm>)
          case alert(AlertState<Alert>)
          case meeting(Meeting)
          case plain
          struct AllCasePaths {
            var add: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<SyncUpForm>> {
              CasePaths.AnyCasePath(embed: CaseScope.add, extract: {
                  guard case let .add(v0) = $0 else {
                    return nil
                  };
                  return v0
                })
            }
            var alert: CasePaths.AnyCasePath<CaseScope, AlertState<Alert>> {
              CasePaths.AnyCasePath(embed: CaseScope.alert, extract: {
                  guard case let .alert(v0) = $0 else {
                    return nil
                  };
                  return v0
                })
            }
            var meeting: CasePaths.AnyCasePath<CaseScope, Meeting> {
              CasePaths.AnyCasePath(embed: CaseScope.meeting, extract: {
                  guard case let .meeting(v0) = $0 else {
                    return nil
                  };
                  return v0
                })
            }
            var plain: CasePaths.AnyCasePath<CaseScope, Void> {
              CasePaths.AnyCasePath(embed: {
                  CaseScope.plain
                }, extract: {
                  guard case .plain = $0 else {
                    return nil
                  };
                  return ()
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
          case .add:
            return .add(store.scope(state: \.add, action: \.add)!)
          case let .alert(v0):
            return .alert(v0)
          case let .meeting(v0):
            return .meeting(v0)
          case .plain:
            return .plain
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func singleReducerCase() {
    assertMacro {
      """
      @Reducer
      enum Path {
        case detail(SyncUpDetail)
        case meeting(Meeting, syncUp: SyncUp)
      }
      """
    } expansion: {
      #"""
      enum Path {
        case detail(SyncUpDetail)
        case meeting(Meeting, syncUp: SyncUp)

        @CasePathable
        @ComposableArchitecture._ResolvedCasePaths
        @dynamicMemberLookup
        @ObservableState
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._ResolvedCasePathable, ComposableArchitecture.ObservableState, Observation.Observable {
          typealias StateReducer = Path
          case detail(SyncUpDetail.State)
          case meeting(Meeting, syncUp: SyncUp)
        }

        @CasePathable
        @ComposableArchitecture._ResolvedCasePaths
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._ResolvedCasePathable {
          case detail(SyncUpDetail.Action)
        }

        typealias Body = ComposableArchitecture.Reduce<State, Action>

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
              SyncUpDetail()
            }
          )
        }

        static var _$body: Body {
          Self.body
        }

        @dynamicMemberLookup
        enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
          case detail(ComposableArchitecture.StoreOf<SyncUpDetail>)
          case meeting(Meeting, syncUp: SyncUp)
          struct AllCasePaths {
            var detail: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<SyncUpDetail>> {
              CasePaths.AnyCasePath(embed: CaseScope.detail, extract: {
                  guard case let .detail(v0) = $0 else {
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
          case .detail:
            return .detail(store.scope(state: \.detail, action: \.detail)!)
          case let .meeting(v0, v1):
            return .meeting(v0, syncUp: v1)
          }
        }
      }

      extension Path: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func noReducerCases() {
    assertMacro {
      """
      @Reducer
      public enum Destination {
        case confirmation(ConfirmationDialogState<Dialog>)
        @ReducerCaseEphemeral
        case toast(ToastState)
      }
      """
    } expansion: {
      """
      public enum Destination {
        case confirmation(ConfirmationDialogState<Dialog>)
        case toast(ToastState)

        @CasePathable
        @ComposableArchitecture._ResolvedCasePaths
        @dynamicMemberLookup
        @ObservableState
        public enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._ResolvedCasePathable, ComposableArchitecture.ObservableState, Observation.Observable {
          public typealias StateReducer = Destination
          case confirmation(ConfirmationDialogState<Dialog>)
          case toast(ToastState)
        }

        @CasePathable
        @ComposableArchitecture._ResolvedCasePaths
        public enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._ResolvedCasePathable {
          case confirmation(Dialog)
          case toast(ToastState.Action)
        }

        public typealias Body = ComposableArchitecture.Reduce<State, Action>

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        public static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
          )
        }

        public static var _$body: Body {
          Self.body
        }

        @dynamicMemberLookup
        public enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
          case confirmation(ConfirmationDialogState<Dialog>)
          case toast(ToastState)
          public struct AllCasePaths {
            public var confirmation: CasePaths.AnyCasePath<CaseScope, ConfirmationDialogState<Dialog>> {
              CasePaths.AnyCasePath(embed: CaseScope.confirmation, extract: {
                  guard case let .confirmation(v0) = $0 else {
                    return nil
                  };
                  return v0
                })
            }
            public var toast: CasePaths.AnyCasePath<CaseScope, ToastState> {
              CasePaths.AnyCasePath(embed: CaseScope.toast, extract: {
                  guard case let .toast(v0) = $0 else {
                    return nil
                  };
                  return v0
                })
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @MainActor
        public static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case let .confirmation(v0):
            return .confirmation(v0)
          case let .toast(v0):
            return .toast(v0)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func synthesizedConformances() {
    assertMacro {
      """
      @Reducer(state: .equatable, .hashable, .sendable, action: .equatable, .sendable)
      enum Destination {
        case add(SyncUpForm)
        case edit(SyncUpForm)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case add(SyncUpForm)
        case edit(SyncUpForm)

        @CasePathable
        @ComposableArchitecture._ResolvedCasePaths
        @dynamicMemberLookup
        @ObservableState
        enum State: ComposableArchitecture.CaseReducerState, Equatable, Hashable, Sendable, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._ResolvedCasePathable, ComposableArchitecture.ObservableState, Observation.Observable {
          typealias StateReducer = Destination
          case add(SyncUpForm.State)
          case edit(SyncUpForm.State)
        }

        @CasePathable
        @ComposableArchitecture._ResolvedCasePaths
        enum Action: Equatable, Sendable, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._ResolvedCasePathable {
          case add(SyncUpForm.Action)
          case edit(SyncUpForm.Action)
        }

        typealias Body = ComposableArchitecture.Reduce<State, Action>

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(state: \Self.State.Cases.add, action: \Self.Action.Cases.add) {
                SyncUpForm()
              }
              ComposableArchitecture.Scope(state: \Self.State.Cases.edit, action: \Self.Action.Cases.edit) {
                SyncUpForm()
              }
            }
          )
        }

        static var _$body: Body {
          Self.body
        }

        @dynamicMemberLookup
        enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
          case add(ComposableArchitecture.StoreOf<SyncUpForm>)
          case edit(ComposableArchitecture.StoreOf<SyncUpForm>)
          struct AllCasePaths {
            var add: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<SyncUpForm>> {
              CasePaths.AnyCasePath(embed: CaseScope.add, extract: {
                  guard case let .add(v0) = $0 else {
                    return nil
                  };
                  return v0
                })
            }
            var edit: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<SyncUpForm>> {
              CasePaths.AnyCasePath(embed: CaseScope.edit, extract: {
                  guard case let .edit(v0) = $0 else {
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
          case .add:
            return .add(store.scope(state: \.add, action: \.add)!)
          case .edit:
            return .edit(store.scope(state: \.edit, action: \.edit)!)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func opaqueHandWrittenBodyIsWrapped() {
    assertMacro {
      #"""
      @Reducer
      enum Destination {
        case counter(Counter)
        @ReducerCaseIgnored
        case note(String)

        enum State: CaseReducerState, Equatable {
          typealias StateReducer = Destination
          case counter(Counter.State)
          case note(String)
        }
        enum Action {
          case counter(Counter.Action)
        }
        static var body: some ReducerOf<Self> {
          Scope(state: \.counter, action: \.counter) {
            Counter()
          }
        }
      }
      """#
    } expansion: {
      #"""
      enum Destination {
        case counter(Counter)
        case note(String)
        @CasePathable @ComposableArchitecture._ResolvedCasePaths @dynamicMemberLookup

        enum State: CaseReducerState, Equatable {
          typealias StateReducer = Destination
          case counter(Counter.State)
          case note(String)
        }
        @CasePathable @ComposableArchitecture._ResolvedCasePaths
        enum Action {
          case counter(Counter.Action)
        }
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: some ReducerOf<Self> {
          Scope(state: \.counter, action: \.counter) {
            Counter()
          }
        }

        typealias Body = ComposableArchitecture.Reduce<State, Action>

        static var _$body: Body {
          ComposableArchitecture.Reduce(Self.body)
        }

        @dynamicMemberLookup
        enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
          case counter(ComposableArchitecture.StoreOf<Counter>)
          case note(String)
          struct AllCasePaths {
            var counter: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Counter>> {
              CasePaths.AnyCasePath(embed: CaseScope.counter, extract: {
                  guard case let .counter(v0) = $0 else {
                    return nil
                  };
                  return v0
                })
            }
            var note: CasePaths.AnyCasePath<CaseScope, String> {
              CasePaths.AnyCasePath(embed: CaseScope.note, extract: {
                  guard case let .note(v0) = $0 else {
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
          case .counter:
            return .counter(store.scope(state: \.counter, action: \.counter)!)
          case let .note(v0):
            return .note(v0)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func handWrittenCaseScope() {
    assertMacro {
      #"""
      @Reducer
      enum Destination {
        case counter(Counter)

        enum CaseScope {
          case counter(StoreOf<Counter>)
        }
        @MainActor
        static func scope(_ store: Store<State, Action>) -> CaseScope {
          .counter(store.scope(state: \.counter, action: \.counter)!)
        }
      }
      """#
    } expansion: {
      #"""
      enum Destination {
        case counter(Counter)

        enum CaseScope {
          case counter(StoreOf<Counter>)
        }
        @MainActor
        static func scope(_ store: Store<State, Action>) -> CaseScope {
          .counter(store.scope(state: \.counter, action: \.counter)!)
        }

        @CasePathable
        @ComposableArchitecture._ResolvedCasePaths
        @dynamicMemberLookup
        @ObservableState
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._ResolvedCasePathable, ComposableArchitecture.ObservableState, Observation.Observable {
          typealias StateReducer = Destination
          case counter(Counter.State)
        }

        @CasePathable
        @ComposableArchitecture._ResolvedCasePaths
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._ResolvedCasePathable {
          case counter(Counter.Action)
        }

        typealias Body = ComposableArchitecture.Reduce<State, Action>

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.Scope(state: \Self.State.Cases.counter, action: \Self.Action.Cases.counter) {
              Counter()
            }
          )
        }

        static var _$body: Body {
          Self.body
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func handWrittenBodyKeepsItsBuilder() {
    assertMacro {
      #"""
      @Reducer
      enum Destination {
        case counter(Counter)

        @ReducerBuilder<State, Action>
        static var body: Reduce<State, Action> {
          Reduce(Scope(state: \.counter, action: \.counter) { Counter() })
        }
      }
      """#
    } expansion: {
      #"""
      enum Destination {
        case counter(Counter)

        @ReducerBuilder<State, Action>
        static var body: Reduce<State, Action> {
          Reduce(Scope(state: \.counter, action: \.counter) { Counter() })
        }

        @CasePathable
        @ComposableArchitecture._ResolvedCasePaths
        @dynamicMemberLookup
        @ObservableState
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._ResolvedCasePathable, ComposableArchitecture.ObservableState, Observation.Observable {
          typealias StateReducer = Destination
          case counter(Counter.State)
        }

        @CasePathable
        @ComposableArchitecture._ResolvedCasePaths
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._ResolvedCasePathable {
          case counter(Counter.Action)
        }

        typealias Body = Reduce<State, Action>

        static var _$body: Body {
          Self.body
        }

        @dynamicMemberLookup
        enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
          case counter(ComposableArchitecture.StoreOf<Counter>)
          struct AllCasePaths {
            var counter: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Counter>> {
              CasePaths.AnyCasePath(embed: CaseScope.counter, extract: {
                  guard case let .counter(v0) = $0 else {
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
          case .counter:
            return .counter(store.scope(state: \.counter, action: \.counter)!)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func handWrittenStateActionAndBody() {
    assertMacro {
      #"""
      @Reducer
      enum Destination {
        case counter(Counter)
        @ReducerCaseIgnored
        case note(String)

        enum State: CaseReducerState, Equatable {
          typealias StateReducer = Destination
          case counter(Counter.State)
          case note(String)
        }
        enum Action {
          case counter(Counter.Action)
        }
        static var body: Reduce<State, Action> {
          Reduce(Scope(state: \.counter, action: \.counter) { Counter() })
        }
      }
      """#
    } expansion: {
      #"""
      enum Destination {
        case counter(Counter)
        case note(String)
        @CasePathable @ComposableArchitecture._ResolvedCasePaths @dynamicMemberLookup

        enum State: CaseReducerState, Equatable {
          typealias StateReducer = Destination
          case counter(Counter.State)
          case note(String)
        }
        @CasePathable @ComposableArchitecture._ResolvedCasePaths
        enum Action {
          case counter(Counter.Action)
        }
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: Reduce<State, Action> {
          Reduce(Scope(state: \.counter, action: \.counter) { Counter() })
        }

        typealias Body = Reduce<State, Action>

        static var _$body: Body {
          Self.body
        }

        @dynamicMemberLookup
        enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
          case counter(ComposableArchitecture.StoreOf<Counter>)
          case note(String)
          struct AllCasePaths {
            var counter: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Counter>> {
              CasePaths.AnyCasePath(embed: CaseScope.counter, extract: {
                  guard case let .counter(v0) = $0 else {
                    return nil
                  };
                  return v0
                })
            }
            var note: CasePaths.AnyCasePath<CaseScope, String> {
              CasePaths.AnyCasePath(embed: CaseScope.note, extract: {
                  guard case let .note(v0) = $0 else {
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
          case .counter:
            return .counter(store.scope(state: \.counter, action: \.counter)!)
          case let .note(v0):
            return .note(v0)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }
}
