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

        enum CaseScope {
          case add(ComposableArchitecture.StoreOf<SyncUpForm>)
          case alert(AlertState<Alert>)
          case meeting(Meeting)
          case plain
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

        enum CaseScope {
          case detail(ComposableArchitecture.StoreOf<SyncUpDetail>)
          case meeting(Meeting, syncUp: SyncUp)
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

        public enum CaseScope {
          case confirmation(ConfirmationDialogState<Dialog>)
          case toast(ToastState)
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

        enum CaseScope {
          case add(ComposableArchitecture.StoreOf<SyncUpForm>)
          case edit(ComposableArchitecture.StoreOf<SyncUpForm>)
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

        enum CaseScope {
          case counter(ComposableArchitecture.StoreOf<Counter>)
          case note(String)
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

        enum CaseScope {
          case counter(ComposableArchitecture.StoreOf<Counter>)
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

        enum CaseScope {
          case counter(ComposableArchitecture.StoreOf<Counter>)
          case note(String)
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
