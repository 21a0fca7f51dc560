import ComposableArchitecture
import Testing

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// Animations and transactions are accepted everywhere upstream takes them, and on platforms
/// without SwiftUI actions are delivered exactly as without them.
@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct AnimationTests {
  @Reducer
  struct Feature {
    struct State: Equatable { var log: [String] = [] }
    enum Action: Equatable {
      case effectAnimation, runAnimated, sendAnimated, logged(String), withAnimationInEffect
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .effectAnimation:
          return .run { send in await send(.logged("animated effect")) }
            .animation(.easeInOut(duration: 0.3))
        case .runAnimated:
          return .run { send in
            await send(.logged("animation"), animation: .spring(duration: 0.4, bounce: 0.2))
            await send(.logged("transaction"), transaction: Transaction(animation: .bouncy))
          }
        case .sendAnimated:
          return .send(.logged("send"), animation: .default)
        case let .logged(entry):
          state.log.append(entry)
          return .none
        case .withAnimationInEffect:
          return .run { send in
            await MainActor.run {
              withAnimation(.snappy) { send(.logged("withAnimation")) }
              withTransaction(\.disablesAnimations, true) { send(.logged("withTransaction")) }
            }
          }
        }
      }
    }
  }

  @Test func effectsSendAnimatedActions() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.sendAnimated)
    await store.receive(.logged("send")) { $0.log = ["send"] }
    await store.send(.runAnimated)
    await store.receive(.logged("animation")) { $0.log.append("animation") }
    await store.receive(.logged("transaction")) { $0.log.append("transaction") }
    await store.send(.effectAnimation)
    await store.receive(.logged("animated effect")) { $0.log.append("animated effect") }
    await store.send(.withAnimationInEffect)
    await store.receive(.logged("withAnimation")) { $0.log.append("withAnimation") }
    await store.receive(.logged("withTransaction")) { $0.log.append("withTransaction") }
  }

  @Test func storeSendsWithAnimationAndTransaction() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.logged("a"), animation: .linear)
    var transaction = Transaction(animation: .smooth)
    transaction.disablesAnimations = true
    await store.send(.runAnimated, transaction: transaction).finish()
    #expect(store.log == ["a", "animation", "transaction"])
  }

  @Test func animatedSendIsNotDeliveredAfterCancellation() async {
    let delivered = LockIsolated<[Int]>([])
    let send = Send<Int> { action in delivered.withValue { $0.append(action) } }
    send(1, animation: .default)
    await Task {
      withUnsafeCurrentTask { $0?.cancel() }
      send(2, animation: .default)
      send(3, transaction: Transaction())
    }.value
    #expect(delivered.value == [1])
  }

  @Test func animatedAlertButtonsSendTheirAction() {
    let button = ButtonState<Int>(action: .send(1, animation: .default)) { TextState("OK") }
    var received: [Int?] = []
    button.withAction { received.append($0) }
    #expect(received == [1])
    #expect(button.action.action == 1)
    #expect(button.map { $0.map(String.init) }.action.action == "1")
    // As upstream, the animation is part of the button's identity.
    #expect(
      ButtonState<Int>(action: .send(1, animation: .default)) { TextState("OK") } == button
    )
    #expect(ButtonState<Int>(action: .send(1)) { TextState("OK") } != button)
  }

  #if !canImport(SwiftUI)
    @Test func standInsDescribeWhatTheyWereBuiltWith() {
      #expect(Animation.default.description == "default")
      #expect(
        Animation.easeInOut(duration: 0.3).delay(1).description
          == "easeInOut(duration: 0.3).delay(1.0)"
      )
      #expect(Animation.spring() == .spring(duration: 0.5, bounce: 0, blendDuration: 0))
      #expect(Animation.spring != .spring())
      #expect(Animation.bouncy.speed(2).repeatCount(3) != .bouncy)
      #expect(Transaction(animation: .snappy).animation == .snappy)
      #expect(Transaction().animation == nil)
    }

    @Test func animatedButtonsDumpTheirAnimation() {
      let alert = AlertState<Int> {
        TextState("Delete?")
      } actions: {
        ButtonState(role: .destructive, action: .send(1, animation: .easeInOut(duration: 0.3))) {
          TextState("Delete")
        }
      }
      #expect(
        String(customDumping: alert) == """
          AlertState(
            title: "Delete?",
            actions: [
              [0]: ButtonState(
                role: .destructive,
                action: .send(
                  1,
                  animation: .easeInOut(duration: 0.3)
                ),
                label: "Delete"
              )
            ]
          )
          """
      )
    }

    @Test func withAnimationAndWithTransactionRunTheirBodyAtOnce() throws {
      #expect(withAnimation { 1 } == 1)
      #expect(withTransaction(Transaction(animation: .linear)) { "t" } == "t")
      #expect(withTransaction(\.animation, .easeIn) { 2 } == 2)
      struct Failure: Error {}
      #expect(throws: Failure.self) { try withAnimation(.default) { throw Failure() } }
    }
  #endif
}
