import ComposableArchitecture
import Testing

/// A presented child with a timer, self-dismissal and a report of whether it is presented.
private struct Ticker: Reducer {
  struct State: Equatable {
    var ticks = 0
    var isPresented: Bool?
  }
  @CasePathable
  enum Action: Equatable {
    case checkPresentationButtonTapped
    case closeButtonTapped
    case presentationChecked(Bool)
    case startButtonTapped
    case tick
  }
  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.isPresented) var isPresented

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .checkPresentationButtonTapped:
        state.isPresented = self.isPresented
        return .run { send in await send(.presentationChecked(self.isPresented)) }
      case .closeButtonTapped:
        return .run { send in
          await self.dismiss()
          // Dismissal cancelled this effect: nothing more is sent.
          await send(.tick)
        }
      case let .presentationChecked(isPresented):
        state.isPresented = isPresented
        return .none
      case .startButtonTapped:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer)
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

private struct TickerHost: Reducer {
  struct State: Equatable {
    @PresentationState var destination: Destination.State?
    var log: [String] = []
  }
  @CasePathable
  enum Action: Equatable {
    case destination(PresentationAction<Destination.Action>)
    case presentFirst
    case presentSecond
    case setTicks(Int)
    case setNil
  }
  struct Destination: Reducer {
    @CasePathable
    @dynamicMemberLookup
    enum State: Equatable {
      case first(Ticker.State)
      case second(Ticker.State)
    }
    @CasePathable
    enum Action: Equatable {
      case first(Ticker.Action)
      case second(Ticker.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \State.Cases.first, action: \Action.Cases.first) { Ticker() }
      Scope(state: \State.Cases.second, action: \Action.Cases.second) { Ticker() }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination(.dismiss):
        state.log.append("dismiss")
        return .none
      case .destination:
        return .none
      case .presentFirst:
        state.destination = .first(Ticker.State())
        return .none
      case .presentSecond:
        state.destination = .second(Ticker.State())
        return .none
      case let .setTicks(ticks):
        state.destination?.modify(\.first) { $0.ticks = ticks }
        return .none
      case .setNil:
        state.destination = nil
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination) {
      Destination()
    }
  }
}

private struct Replacing: Reducer {
  struct State: Equatable {
    @PresentationState var destination: TickerHost.Destination.State?
  }
  @CasePathable
  enum Action: Equatable {
    case destination(PresentationAction<TickerHost.Destination.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .destination(.dismiss) = action {
        state.destination = .second(Ticker.State())
      }
      return .none
    }
    .ifLet(\.$destination, action: \.destination) { TickerHost.Destination() }
  }
}

final class Resource: Sendable {}
struct Holder: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case hold }
  let resource: @Sendable () -> Resource
  var body: some ReducerOf<Self> {
    Reduce { _, _ in
      .run { [resource = self.resource()] _ in
        try await Task.never()
        _ = resource
      }
    }
  }
}
private struct Host: Reducer {
  struct State: Equatable {
    @PresentationState var holder: Holder.State?
  }
  @CasePathable
  enum Action: Equatable { case holder(PresentationAction<Holder.Action>) }
  let resource: @Sendable () -> Resource
  var body: some ReducerOf<Self> {
    EmptyReducer().ifLet(\.$holder, action: \.holder) { Holder(resource: self.resource) }
  }
}

@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct PresentationReducerTests {
  let clock = TestClock()

  private func makeStore() -> StoreOf<TickerHost> {
    Store(initialState: TickerHost.State()) {
      TickerHost()
    } withDependencies: {
      $0.continuousClock = self.clock
    }
  }

  @Test func childRunsOnlyWhilePresented() {
    let store = makeStore()
    store.send(.presentFirst)
    store.send(.destination(.presented(.first(.tick))))
    store.send(.destination(.presented(.first(.tick))))
    #expect(store.withState(\.destination) == .first(Ticker.State(ticks: 2)))
  }

  @Test func dismissActionCancelsChildEffects() async {
    let store = makeStore()
    store.send(.presentFirst)
    let timer = store.send(.destination(.presented(.first(.startButtonTapped))))
    await clock.advance(by: .seconds(2))
    #expect(store.withState(\.destination?.first?.ticks) == 2)

    store.send(.destination(.dismiss))
    #expect(store.withState(\.destination) == nil)
    #expect(store.withState(\.log) == ["dismiss"])
    await timer.finish()
    // A tick after dismissal would be reported as an action for a child that is not presented.
    await clock.advance(by: .seconds(5))
  }

  @Test func settingStateToNilCancelsChildEffects() async {
    let store = makeStore()
    store.send(.presentFirst)
    let timer = store.send(.destination(.presented(.first(.startButtonTapped))))
    await clock.advance(by: .seconds(1))
    store.send(.setNil)
    await timer.finish()
    await clock.advance(by: .seconds(5))
    #expect(store.withState(\.destination) == nil)
  }

  @Test func switchingDestinationCaseCancelsEffectsOfThePreviousCase() async {
    let store = makeStore()
    store.send(.presentFirst)
    let timer = store.send(.destination(.presented(.first(.startButtonTapped))))
    await clock.advance(by: .seconds(1))
    store.send(.presentSecond)
    await timer.finish()
    await clock.advance(by: .seconds(3))
    #expect(store.withState(\.destination) == .second(Ticker.State()))
  }

  @Test func parentMutatingThePresentedChildKeepsItsEffects() async {
    let store = makeStore()
    store.send(.presentFirst)
    let timer = store.send(.destination(.presented(.first(.startButtonTapped))))
    store.send(.setTicks(10))
    await clock.advance(by: .seconds(2))
    #expect(store.withState(\.destination?.first?.ticks) == 12)
    timer.cancel()
    await timer.finish()
  }

  @Test func childDismissesItself() async {
    let store = makeStore()
    store.send(.presentFirst)
    await store.send(.destination(.presented(.first(.closeButtonTapped)))).finish()
    #expect(store.withState(\.destination) == nil)
    #expect(store.withState(\.log) == ["dismiss"])
  }

  @Test func childDismissingItselfCancelsItsOtherEffects() async {
    let store = makeStore()
    store.send(.presentFirst)
    let timer = store.send(.destination(.presented(.first(.startButtonTapped))))
    await store.send(.destination(.presented(.first(.closeButtonTapped)))).finish()
    await timer.finish()
    await clock.advance(by: .seconds(3))
    #expect(store.withState(\.destination) == nil)
  }

  @Test func isPresentedInChildReducerAndEffects() async {
    let store = makeStore()
    store.send(.presentFirst)
    store.send(.destination(.presented(.first(.checkPresentationButtonTapped))))
    #expect(store.withState(\.destination?.first?.isPresented) == true)
    store.send(.destination(.presented(.first(.presentationChecked(false)))))
    await store.send(.destination(.presented(.first(.checkPresentationButtonTapped)))).finish()
    #expect(store.withState(\.destination?.first?.isPresented) == true)
  }

  @Test func isPresentedIsFalseAtTheRoot() async {
    let store = Store(initialState: Ticker.State()) { Ticker() }
    await store.send(.checkPresentationButtonTapped).finish()
    #expect(store.withState(\.isPresented) == false)
  }

  @Test func dismissingARootFeatureIsReported() async {
    let store = Store(initialState: Ticker.State()) { Ticker() }
    await withKnownIssue {
      await store.send(.closeButtonTapped).finish()
    } matching: { issue in
      issue.description.contains("requested dismissal")
    }
    // The effect went on after the failed dismissal.
    #expect(store.withState(\.ticks) == 1)
  }

  @Test func actionForAbsentChildIsReported() {
    let store = makeStore()
    withKnownIssue {
      store.send(.destination(.presented(.first(.tick))))
    } matching: { issue in
      issue.description.contains(
        "received a presentation action when destination state was absent"
      )
    }
    #expect(store.withState(\.destination) == nil)
  }

  @Test func parentReplacingTheChildWhileItDismissesKeepsTheNewChild() {
    // A `.dismiss` only dismisses the child that was presented when it was sent.
    let store = Store(initialState: Replacing.State(destination: .first(Ticker.State()))) {
      Replacing()
    }
    store.send(.destination(.dismiss))
    #expect(store.withState(\.destination) == .second(Ticker.State()))
  }

  @Test func presentedChildEffectsAreReleasedAfterDismissal() async {
    let weakResource = WeakBox<Resource>()
    let store = Store(initialState: Host.State(holder: Holder.State())) {
      Host(resource: {
        let resource = Resource()
        weakResource.value = resource
        return resource
      })
    }
    let task = store.send(.holder(.presented(.hold)))
    #expect(weakResource.value != nil)
    store.send(.holder(.dismiss))
    await task.finish()
    #expect(weakResource.value == nil)
  }
}

/// Holds an object weakly, to prove it was released.
final class WeakBox<Value: AnyObject>: @unchecked Sendable {
  weak var value: Value?
}

/// The same behaviour, asserted exhaustively: every action received and every effect's end.
extension PresentationReducerTests {
  @Test func timerInAPresentedChildIsCancelledOnDismissal() async {
    let store = TestStore(initialState: TickerHost.State()) {
      TickerHost()
    } withDependencies: {
      $0.continuousClock = self.clock
    }
    await store.send(.presentFirst) {
      $0.destination = .first(Ticker.State())
    }
    await store.send(\.destination.first.startButtonTapped)
    await clock.advance(by: .seconds(2))
    await store.receive(\.destination.first.tick) {
      $0.destination?.modify(\.first) { $0.ticks = 1 }
    }
    await store.receive(\.destination.first.tick) {
      $0.destination?.modify(\.first) { $0.ticks = 2 }
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
      $0.log = ["dismiss"]
    }
    await clock.advance(by: .seconds(60))
  }

  @Test func childDismissesItselfExhaustively() async {
    let store = TestStore(initialState: TickerHost.State(destination: .first(Ticker.State()))) {
      TickerHost()
    }
    await store.send(\.destination.first.checkPresentationButtonTapped) {
      $0.destination?.modify(\.first) { $0.isPresented = true }
    }
    await store.receive(\.destination.first.presentationChecked, true)
    await store.send(\.destination.first.closeButtonTapped)
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
      $0.log = ["dismiss"]
    }
  }
}

/// An alert in a plain optional, as features written before `@Presents` keep it.
private struct PlainAlertHost: Reducer {
  struct State: Equatable {
    var alert: AlertState<Action.Alert>?
    var confirmed = false
  }
  @CasePathable
  enum Action: Equatable {
    case alert(Alert)
    case showAlert
    @CasePathable
    enum Alert: Equatable { case confirm }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.confirm):
        state.confirmed = true
      case .showAlert:
        state.alert = AlertState { TextState("Sure?") } actions: {
          ButtonState(action: .confirm) { TextState("Yes") }
        }
      }
      return .none
    }
    .ifLet(\.alert, action: \.alert)
  }
}

extension PresentationReducerTests {
  @Test func alertInAPlainOptionalIsDismissedByItsButtons() async {
    let store = TestStore(initialState: PlainAlertHost.State()) { PlainAlertHost() }
    await store.send(.showAlert) {
      $0.alert = AlertState { TextState("Sure?") } actions: {
        ButtonState(action: .confirm) { TextState("Yes") }
      }
    }
    await store.send(\.alert.confirm) {
      $0.alert = nil
      $0.confirmed = true
    }
    await withKnownIssue {
      await store.send(\.alert.confirm)
    } matching: { issue in
      issue.description.contains("received a child action when child state was \"nil\"")
    }
  }
}

/// A stack of features that present sheets: dismissal goes to the nearest presentation.
private struct TickerHostStack: Reducer {
  struct State: Equatable {
    var path = StackState<TickerHost.State>()
  }
  @CasePathable
  enum Action: Equatable {
    case path(StackActionOf<TickerHost>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer().forEach(\.path, action: \.path) { TickerHost() }
  }
}

extension PresentationReducerTests {
  @Test func dismissGoesToTheNearestPresentation() async {
    let store = TestStore(
      initialState: TickerHostStack.State(
        path: StackState([TickerHost.State(destination: .first(Ticker.State()))])
      )
    ) {
      TickerHostStack()
    }
    await store.send(\.path[id: 0].destination.first.closeButtonTapped)
    await store.receive(\.path[id: 0].destination.dismiss) {
      $0.path[id: 0]?.destination = nil
      $0.path[id: 0]?.log = ["dismiss"]
    }
  }
}
