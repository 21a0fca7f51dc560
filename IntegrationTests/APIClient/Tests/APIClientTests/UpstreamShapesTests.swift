import ComposableArchitecture
import ComposableViews
import Foundation
import Testing

@testable import ModernAPI

/// Features shaped as upstream's examples, tested as upstream tests them (issue #33).
@MainActor
@Suite(.serialized)
struct UpstreamShapesTests {
  @Test func syncUpsAreKeptInTheDocumentsDirectory() {
    let key: FileStorageKey<IdentifiedArrayOf<StoredSyncUp>>.Default = .syncUps
    let file = URL.documentsDirectory.appending(component: "sync-ups.json").path
    #expect("\(key)".contains("file://\(file)"))
    #expect(URL.syncUpsBackup.deletingLastPathComponent().path == URL.documentsDirectory.path)

    @Shared(.syncUps) var syncUps
    $syncUps.withLock { $0 = [StoredSyncUp(id: UUID(0), title: "Design")] }
    @Shared(.syncUps) var reread
    #expect(reread.map(\.title) == ["Design"])
  }

  @Test func intervalsInNanoseconds() {
    #expect(Nanoseconds.halfSecond == 500_000_000)
    #expect(Nanoseconds.millisecond == 1_000_000)
    #expect(Nanoseconds.microsecond == 1_000)
  }

  @Test func todosKeepTheirEditModeAndFilter() async {
    let store = TestStore(initialState: TodoList.State()) {
      TodoList()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addButtonTapped) {
      $0.todos.insert(TodoRow.State(id: UUID(0)), at: 0)
    }
    await store.send(\.binding.editMode, .active) {
      $0.editMode = .active
    }
    #expect(store.state.editMode.isEditing)
    await store.send(\.binding.filter, .completed) {
      $0.filter = .completed
    }
    #expect(store.state.visibleTodos.isEmpty)
    #expect(TodoFilter(rawValue: "Active") == .active)
  }

  @Test func completingATodoSortsItLast() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: TodoList.State(
        todos: [TodoRow.State(id: UUID(0)), TodoRow.State(id: UUID(1))]
      )
    ) {
      TodoList()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(\.todos[id: UUID(0)].binding.isComplete, true) {
      $0.todos[id: UUID(0)]?.isComplete = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.sortCompleted) {
      $0.todos = [
        TodoRow.State(id: UUID(1)),
        TodoRow.State(id: UUID(0), isComplete: true),
      ]
    }
  }

  @Test func colorsCycleThroughSwiftUIsColors() async {
    let clock = TestClock()
    let store = TestStore(initialState: ColorCycle.State()) {
      ColorCycle()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.cycleButtonTapped)
    for color in [Color.orange, .pink, .purple, .gray, .black] {
      await store.receive(\.setColor) {
        $0.color = color
      }
      await clock.advance(by: .seconds(1))
    }
    await store.finish()
  }
}
