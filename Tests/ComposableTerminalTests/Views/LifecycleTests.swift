import ComposableArchitecture
import Observation
import Testing

@testable import ComposableTerminal

@MainActor
@Observable
final class Visibility {
  var isShown = true
  var entries: [String] = []
}

@Reducer
struct Ticker {
  @ObservableState
  struct State: Equatable {
    var isRunning = false
  }

  enum Action {
    case onTask
    case started
  }

  let events: AsyncStream<String>.Continuation

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onTask:
        return .run { [events] send in
          await send(.started)
          events.yield("started")
          await waitUntilCancelled()
          events.yield("cancelled")
        }
      case .started:
        state.isRunning = true
        return .none
      }
    }
  }
}

/// Waits until the task is cancelled: an AsyncStream's iteration ends when its task is.
func waitUntilCancelled() async {
  let (stream, continuation) = AsyncStream.makeStream(of: Never.self)
  for await _ in stream {}
  continuation.finish()
}

@MainActor
@Suite(.serialized)
struct LifecycleTests {
  @Test func onAppearAndOnDisappearRunAsTheViewComesAndGoes() {
    let visibility = Visibility()
    let driver = HeadlessDriver(size: Size(width: 20, height: 2)) {
      Text("Always")
      if visibility.isShown {
        Text("Sometimes")
          .onAppear { visibility.entries.append("appear") }
          .onDisappear { visibility.entries.append("disappear") }
      }
    }
    #expect(visibility.entries == ["appear"])
    driver.redrawIfNeeded()
    #expect(visibility.entries == ["appear"])
    visibility.isShown = false
    driver.redrawIfNeeded()
    #expect(visibility.entries == ["appear", "disappear"])
    visibility.isShown = true
    driver.redrawIfNeeded()
    #expect(visibility.entries == ["appear", "disappear", "appear"])
    driver.stop()
    #expect(visibility.entries == ["appear", "disappear", "appear", "disappear"])
  }

  @Test func taskSendsTheStoresActionAndIsCancelledWhenTheViewGoes() async {
    let (events, continuation) = AsyncStream.makeStream(of: String.self)
    let store = Store(initialState: Ticker.State()) { Ticker(events: continuation) }
    let visibility = Visibility()
    let driver = HeadlessDriver(size: Size(width: 20, height: 1)) {
      if visibility.isShown {
        Text(store.isRunning ? "Running" : "Idle")
          .task { await store.send(.onTask).finish() }
      }
    }
    var iterator = events.makeAsyncIterator()
    #expect(await iterator.next() == "started")
    #expect(store.isRunning)
    #expect(driver.text == "Running")

    visibility.isShown = false
    driver.redrawIfNeeded()
    #expect(await iterator.next() == "cancelled")
    #expect(driver.text == "")
  }

  @Test func taskWithAnIDRestartsWhenTheIDChanges() async {
    let (events, continuation) = AsyncStream.makeStream(of: String.self)
    let query = Editor()
    query.text = "a"
    let driver = HeadlessDriver(size: Size(width: 20, height: 1)) {
      Text(query.text)
        .task(id: query.text) { [text = query.text] in
          continuation.yield("start \(text)")
          await waitUntilCancelled()
          continuation.yield("end \(text)")
        }
    }
    var iterator = events.makeAsyncIterator()
    #expect(await iterator.next() == "start a")
    query.text = "b"
    driver.redrawIfNeeded()
    let next = [await iterator.next(), await iterator.next()]
    #expect(Set(next.compactMap { $0 }) == ["end a", "start b"])
  }
}
