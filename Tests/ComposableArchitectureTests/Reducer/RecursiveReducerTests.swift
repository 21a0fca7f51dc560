import ComposableArchitecture
import Foundation
import Testing

/// Rows that hold rows, as in upstream's recursion case study.
@Reducer
struct NestedRows {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id: UUID
    var name = ""
    var rows: IdentifiedArrayOf<State> = []
  }
  enum Action {
    case addRowButtonTapped
    case deleteRowButtonTapped(id: UUID)
    case nameChanged(String)
    indirect case rows(IdentifiedActionOf<NestedRows>)
  }
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addRowButtonTapped:
        state.rows.append(State(id: self.uuid()))
        return .none
      case let .deleteRowButtonTapped(id):
        state.rows.remove(id: id)
        return .none
      case let .nameChanged(name):
        state.name = name
        return .none
      case .rows:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) {
      Self()
    }
  }
}

/// A sheet that presents the same feature, and can close itself from any level.
@Reducer
struct NestedSheet {
  @ObservableState
  struct State: Equatable {
    var depth = 0
    var ticks = 0
    @Presents var child: State?
  }
  enum Action {
    case closeButtonTapped
    case presentChildButtonTapped
    case startTimerButtonTapped
    case tick
    indirect case child(PresentationAction<NestedSheet.Action>)
  }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeButtonTapped:
        return .run { _ in await self.dismiss() }
      case .presentChildButtonTapped:
        state.child = State(depth: state.depth + 1)
        return .none
      case .startTimerButtonTapped:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      case .child:
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) {
      Self()
    }
  }
}

/// Dolls nested in enum cases, reached through `Scope` with a case key path, or through
/// `ifCaseLet`.
struct NestedDolls: Reducer {
  @CasePathable
  indirect enum State: Equatable {
    case doll(count: Int)
    case nested(State)
  }
  @CasePathable
  indirect enum Action: Equatable {
    case increment
    case nested(Action)
  }
  /// Whether the nesting is written with `Scope` or with `ifCaseLet`.
  var usesScope: Bool

  var body: some ReducerOf<Self> {
    if self.usesScope {
      Scope(state: \.nested, action: \.nested) {
        Self(usesScope: true)
      }
      self.core
    } else {
      self.core
        .ifCaseLet(\.nested, action: \.nested) {
          Self(usesScope: false)
        }
    }
  }

  var core: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action, case let .doll(count) = state {
        state = .doll(count: count + 1)
      }
      return .none
    }
  }
}

/// A screen whose destination, an `@Reducer` enum, is the same screen again.
@Reducer
struct RecursiveScreen {
  @Reducer(state: .equatable)
  enum Destination {
    case detail(RecursiveScreen)
  }
  @ObservableState
  struct State: Equatable {
    var title = ""
    @Presents var destination: Destination.State?
  }
  enum Action {
    case detailButtonTapped
    case titleChanged(String)
    indirect case destination(PresentationAction<Destination.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .detailButtonTapped:
        state.destination = .detail(State(title: state.title + ">"))
        return .none
      case let .titleChanged(title):
        state.title = title
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

/// A drill-down whose stack elements are the same feature, with its own stack.
@Reducer
struct RecursiveDrillDown {
  @Reducer(state: .equatable)
  enum Path {
    case level(RecursiveDrillDown)
  }
  @ObservableState
  struct State: Equatable {
    var level = 0
    var path = StackState<Path.State>()
  }
  enum Action {
    case pushButtonTapped
    indirect case path(StackActionOf<Path>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .pushButtonTapped:
        state.path.append(.level(State(level: state.level + 1)))
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct RecursiveReducerTests {
  @Test func nestedRows() async {
    let (a, b, c) = (UUID(100), UUID(101), UUID(102))
    let store = TestStore(
      initialState: NestedRows.State(
        id: UUID(99),
        rows: [
          NestedRows.State(
            id: a,
            rows: [NestedRows.State(id: b, rows: [NestedRows.State(id: c)])]
          )
        ]
      )
    ) {
      NestedRows()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addRowButtonTapped) {
      $0.rows.append(NestedRows.State(id: UUID(0)))
    }
    await store.send(
      .rows(.element(id: a, action: .rows(.element(id: b, action: .rows(
        .element(id: c, action: .nameChanged("Milk"))
      )))))
    ) {
      $0.rows[id: a]?.rows[id: b]?.rows[id: c]?.name = "Milk"
    }
    await store.send(.rows(.element(id: a, action: .rows(.element(id: b, action: .addRowButtonTapped))))) {
      $0.rows[id: a]?.rows[id: b]?.rows.append(NestedRows.State(id: UUID(1)))
    }
    await store.send(.rows(.element(id: a, action: .deleteRowButtonTapped(id: b)))) {
      $0.rows[id: a]?.rows = []
    }
    await store.send(.deleteRowButtonTapped(id: UUID(0))) {
      $0.rows.remove(id: UUID(0))
    }
  }

  @Test func nestedRowsInALiveStore() {
    let store = Store(initialState: NestedRows.State(id: UUID(0))) {
      NestedRows()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    store.send(.addRowButtonTapped)
    store.send(.rows(.element(id: UUID(0), action: .addRowButtonTapped)))
    store.send(
      .rows(.element(id: UUID(0), action: .rows(.element(id: UUID(1), action: .nameChanged("Deep")))))
    )
    #expect(store.withState { $0.rows[id: UUID(0)]?.rows[id: UUID(1)]?.name } == "Deep")
  }

  @Test func nestedSheetDismissedFromTheInnerLevel() async {
    let store = TestStore(initialState: NestedSheet.State()) {
      NestedSheet()
    }

    await store.send(.presentChildButtonTapped) {
      $0.child = NestedSheet.State(depth: 1)
    }
    await store.send(.child(.presented(.presentChildButtonTapped))) {
      $0.child?.child = NestedSheet.State(depth: 2)
    }
    await store.send(.child(.presented(.child(.presented(.closeButtonTapped)))))
    await store.receive(\.child.presented.child.dismiss) {
      $0.child?.child = nil
    }
    await store.send(.child(.presented(.closeButtonTapped)))
    await store.receive(\.child.dismiss) {
      $0.child = nil
    }
  }

  @Test func dismissingAnOuterSheetCancelsTheEffectsOfTheInnerOnes() async {
    let clock = TestClock()
    let store = TestStore(initialState: NestedSheet.State()) {
      NestedSheet()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.presentChildButtonTapped) {
      $0.child = NestedSheet.State(depth: 1)
    }
    await store.send(.child(.presented(.presentChildButtonTapped))) {
      $0.child?.child = NestedSheet.State(depth: 2)
    }
    await store.send(.child(.presented(.child(.presented(.startTimerButtonTapped)))))
    await clock.advance(by: .seconds(1))
    await store.receive(\.child.presented.child.presented.tick) {
      $0.child?.child?.ticks = 1
    }
    await store.send(.child(.dismiss)) {
      $0.child = nil
    }
    await clock.advance(by: .seconds(1))
  }

  @Test(arguments: [true, false])
  func nestedEnumCases(usesScope: Bool) async {
    let store = TestStore(initialState: NestedDolls.State.nested(.nested(.doll(count: 0)))) {
      NestedDolls(usesScope: usesScope)
    }
    await store.send(.nested(.nested(.increment))) {
      $0 = .nested(.nested(.doll(count: 1)))
    }
    await store.send(.increment)
  }

  @Test func enumDestinationOfTheSameFeature() async {
    let store = TestStore(initialState: RecursiveScreen.State(title: "A")) {
      RecursiveScreen()
    }
    await store.send(.detailButtonTapped) {
      $0.destination = .detail(RecursiveScreen.State(title: "A>"))
    }
    await store.send(.destination(.presented(.detail(.detailButtonTapped)))) {
      $0.destination = .detail(
        RecursiveScreen.State(title: "A>", destination: .detail(RecursiveScreen.State(title: "A>>")))
      )
    }
    await store.send(
      .destination(.presented(.detail(.destination(.presented(.detail(.titleChanged("C")))))))
    ) {
      $0.destination = .detail(
        RecursiveScreen.State(title: "A>", destination: .detail(RecursiveScreen.State(title: "C")))
      )
    }
  }

  @Test func stackOfTheSameFeature() async {
    let store = TestStore(initialState: RecursiveDrillDown.State()) {
      RecursiveDrillDown()
    } withDependencies: {
      $0.stackElementID = .incrementing
    }
    await store.send(.pushButtonTapped) {
      $0.path[id: 0] = .level(RecursiveDrillDown.State(level: 1))
    }
    await store.send(.path(.element(id: 0, action: .level(.pushButtonTapped)))) {
      $0.path[id: 0, case: \.level]?.path[id: 1] = .level(RecursiveDrillDown.State(level: 2))
    }
    await store.send(
      .path(.element(id: 0, action: .level(.path(.element(id: 1, action: .level(.pushButtonTapped))))))
    ) {
      $0.path[id: 0, case: \.level]?.path[id: 1, case: \.level]?.path[id: 2] = .level(
        RecursiveDrillDown.State(level: 3)
      )
    }
  }

  @Test func childBodyIsBuiltWhenAnActionFirstReachesIt_andOnlyOnce() {
    CountedBody.builds.setValue(0)
    let store = Store(initialState: CountedParent.State()) {
      CountedParent()
    }
    #expect(CountedBody.builds.value == 0)
    store.send(.child(.increment))
    store.send(.child(.increment))
    store.send(.child(.increment))
    #expect(store.withState(\.child.count) == 3)
    #expect(CountedBody.builds.value == 1)
  }
}

/// A child that counts how many times its body is built.
struct CountedBody: Reducer {
  static let builds = LockIsolated(0)
  struct State: Equatable { var count = 0 }
  @CasePathable
  enum Action: Equatable { case increment }

  var body: some ReducerOf<Self> {
    let _ = Self.builds.withValue { $0 += 1 }
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

struct CountedParent: Reducer {
  struct State: Equatable { var child = CountedBody.State() }
  @CasePathable
  enum Action: Equatable { case child(CountedBody.Action) }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      CountedBody()
    }
  }
}
