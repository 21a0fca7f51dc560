import ComposableArchitecture
import Foundation
import Testing

#if canImport(SwiftUI)
  import SwiftUI
#endif

@MainActor
@Suite(.serialized, .mainSerialExecutor)
struct DismissAnimationTests {
  @Reducer
  struct Child {
    struct State: Equatable {}
    enum Action: Equatable { case closeAnimated, closeInTransaction }
    @Dependency(\.dismiss) var dismiss
    var body: some ReducerOf<Self> {
      Reduce { _, action in
        switch action {
        case .closeAnimated:
          return .run { _ in await self.dismiss(animation: .easeOut) }
        case .closeInTransaction:
          return .run { _ in await self.dismiss(transaction: Transaction(animation: nil)) }
        }
      }
    }
  }

  @Reducer
  struct Parent {
    @ObservableState
    struct State: Equatable { @Presents var child: Child.State? = Child.State() }
    enum Action: Equatable { case child(PresentationAction<Child.Action>) }
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$child, action: \.child) { Child() }
    }
  }

  @Test func dismissWithAnimation() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.child(.presented(.closeAnimated)))
    await store.receive(.child(.dismiss)) { $0.child = nil }
  }

  @Test func dismissInTransaction() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.child(.presented(.closeInTransaction)))
    await store.receive(.child(.dismiss)) { $0.child = nil }
  }

  @Test func dismissWithAnimationAtTheRootOfATestStoreDismissesIt() async {
    let store = TestStore(initialState: Child.State()) { Child() }
    await store.send(.closeAnimated).finish()
    #expect(store.isDismissed)
  }

  @Test func dismissWithAnimationWhenNotPresentedIsReported() async {
    let store = Store(initialState: Child.State()) { Child() }
    await withKnownIssue {
      await store.send(.closeAnimated).finish()
    } matching: { issue in
      issue.description.contains("requested dismissal")
    }
  }
}
