import ComposableArchitecture
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// Runs the features in real stores and returns what did not behave as upstream TCA's do.
@MainActor
public func runModernAPI() async -> [String] {
  var failures: [String] = []
  func check(_ condition: Bool, _ message: String) {
    if !condition { failures.append(message) }
  }

  // The state type is inferred from the reducer.
  let store = Store(initialState: .init()) {
    Counter()
      .dependency(Speller { "#\($0)" })
  }
  check(store.debugDescription == "StoreOf<Counter>", "debugDescription: \(store.debugDescription)")
  check(Set([store, store]).count == 1, "Store is Hashable by identity")

  let observedCounts = LockIsolated<[Int]>([])
  let (changes, continuation) = AsyncStream.makeStream(of: Int.self)
  var iterator = changes.makeAsyncIterator()
  let token = observe {
    let count = store.count
    observedCounts.withValue { $0.append(count) }
    continuation.yield(store.count)
  }
  _ = await iterator.next()

  store.send(.incrementTapped, animation: .default)
  _ = await iterator.next()
  check(observedCounts.value == [0, 1], "observe: \(observedCounts.value)")
  token.cancel()

  let search = Store(initialState: Search.State()) { Search() }
  search.send(.queryChanged("a"))
  search.send(.queryChanged("a"))
  check(
    search.log == ["→a", "builder →a", "searched a"],
    "onChange(of:), both forms: \(search.log)"
  )

  await store.send(.animatedIncrementsTapped).finish()
  check(store.count == 6, "animated sends are delivered: \(store.count)")
  store.send(.incrementTapped, transaction: Transaction(animation: nil))
  await store.send(.cancellableWorkTapped).finish()
  check(store.count == 8, "withTaskCancellation: \(store.count)")
  await store.send(.namedEffectTapped).finish()
  check(store.taskName == "Counter.namedEffect", "Effect.run(name:): \(String(describing: store.taskName))")
  await store.send(.spellTapped).finish()
  check(store.spelled == "#8", "Reducer.dependency(_:): \(store.spelled)")

  let parent = Store(initialState: Parent.State()) { Parent() }
  let counter = parent.scope(\.counter, action: \.counter)
  counter.send(.incrementTapped)
  check(parent.counter.count == 1, "Scope(_:action:) and scope(_:action:)")
  check(parent.scope(\.optionalCounter, action: \.optionalCounter) == nil, "optional scope")
  check(
    parent.scope(
      state: \.optionalCounter, action: \.optionalCounter,
      fileID: #fileID, filePath: #filePath, line: #line, column: #column
    ) == nil,
    "scope(state:action:fileID:filePath:line:column:)"
  )
  let optionalCounter = Store<Counter.State?, Counter.Action>(initialState: nil) { EmptyReducer() }
  check(
    optionalCounter.debugDescription == "StoreOf<Counter?>",
    "debugDescription: \(optionalCounter.debugDescription)"
  )

  parent.send(.deleteTapped)
  if let alert = parent.alert {
    check(String(state: alert.title, locale: Locale(identifier: "en_US")) == "Delete?", "String(state:locale:)")
    alert.buttons[0].withAction { action in
      if let action { parent.send(.alert(.presented(action))) }
    }
  }
  check(parent.confirmed == 1 && parent.alert == nil, "animated alert button")

  parent.send(.showSheetTapped)
  await parent.send(.sheet(.presented(.animatedCloseTapped))).finish()
  check(parent.sheet == nil, "dismiss(animation:)")
  parent.send(.showSheetTapped)
  await parent.send(.sheet(.presented(.transactionCloseTapped))).finish()
  check(parent.sheet == nil, "dismiss(transaction:)")

  let path = StackState<Counter.State>.PathView()
  let components: [StackState<Counter.State>.Component] = Array(path)
  check(components.isEmpty, "StackState.PathView")

  let decoded = try? JSONDecoder().decode(
    IdentifiedAction<Int, RowAction>.self,
    from: JSONEncoder().encode(IdentifiedAction<Int, RowAction>.element(id: 1, action: .rename("A")))
  )
  check(decoded == .element(id: 1, action: .rename("A")), "IdentifiedAction: Codable")
  check(animations.count == Set(animations).count, "animations are distinct values")
  return failures + (await runSharingAPI())
}
