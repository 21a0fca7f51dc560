@testable import ComposableArchitecture
import Foundation
import Testing

/// Long runs that check resident memory stays flat: 100,000 push/pop cycles with an effect in
/// flight on each pushed element, and 1,000,000 actions through a store. Each prints its figures
/// and fails if memory grows by more than 1 MiB after warm-up.
///
/// Effect tasks run on the main serial executor and are drained (until the store tracks none) before
/// memory is read, so that tasks not yet run are not mistaken for a leak.
///
/// Too slow for every run of the suite: enabled by `TCA_SOAK=1`, as `Scripts/soak` does.
///
/// Swift Testing must run with `SWT_SWIFT_ERROR_BACKTRACING_ENABLED=0` (as `Scripts/soak` sets):
/// otherwise it captures and keeps a backtrace for every error thrown during a test (about 160
/// bytes each, until the test ends), and each cancelled effect here throws a `CancellationError`
/// out of its clock sleep: 100,000 cycles then grow by about 14 MiB that are the test runner's,
/// not the library's.
@MainActor
@Suite(
  .serialized, .mainSerialExecutor,
  .enabled(if: ProcessInfo.processInfo.environment["TCA_SOAK"] != nil)
)
struct SoakTests {
  static let allowedGrowth = 1 << 20

  @Test func pushPopCyclesHoldMemoryFlat() async throws {
    try #require(
      ProcessInfo.processInfo.environment["SWT_SWIFT_ERROR_BACKTRACING_ENABLED"] == "0",
      """
      Run with SWT_SWIFT_ERROR_BACKTRACING_ENABLED=0 (Scripts/soak does): Swift Testing keeps a \
      backtrace of every error thrown during a test, one per cancelled effect here.
      """
    )
    let clock = TestClock()
    let liveEffects = LockIsolated(0)
    let store = Store(initialState: EffectsHost.State()) {
      EffectsHost(liveEffects: liveEffects, log: nil)
    } withDependencies: {
      $0.continuousClock = clock
    }
    func cycles(_ count: Int) async throws {
      for cycle in 1...count {
        store.send(.pushTapped)
        let id = try #require(store.withState(\.path.ids.last))
        store.send(.path(.element(id: id, action: .delayTapped)))
        store.send(.path(.popFrom(id: id)))
        if cycle.isMultiple(of: 1_000) { await Self.drain(store) }
      }
      await Self.drain(store)
    }
    try await cycles(10_000)
    let before = try Self.residentMemory()
    let started = Date()
    try await cycles(100_000)
    let after = try Self.residentMemory()
    Self.report("100,000 push/pop cycles", before: before, after: after, since: started)
    #expect(liveEffects.value == 0)
    #expect(Self.effectTasks(store) == 0)
    #expect(store.withState(\.path).isEmpty)
    #expect(after - before <= Self.allowedGrowth)
  }

  @Test func oneMillionActionsHoldMemoryFlat() throws {
    let store = Store(initialState: EffectsHost.State()) {
      EffectsHost(liveEffects: LockIsolated(0), log: nil)
    }
    store.send(.addRowTapped)
    let id = try #require(store.withState(\.rows.ids.first))
    // Through forEach into a row, whose reducer returns a cancellation: no state grows.
    let action = EffectsHost.Action.rows(.element(id: id, action: .stopTimerTapped))
    for _ in 1...100_000 { store.send(action) }
    let before = try Self.residentMemory()
    let started = Date()
    for _ in 1...1_000_000 { store.send(action) }
    let after = try Self.residentMemory()
    Self.report("1,000,000 actions", before: before, after: after, since: started)
    #expect(after - before <= Self.allowedGrowth)
  }

  /// 100,000 effects in flight at once, each sending one action back: all of them complete, and
  /// memory returns to where it was after the first such batch.
  @Test func oneHundredThousandConcurrentEffectsComplete() async throws {
    let store = Store(initialState: RoundTrips.State()) { RoundTrips() }
    /// Starts the effects, reads the memory with all of them in flight, and awaits them.
    func batch() async throws -> Int {
      let tasks = (0..<100_000).map { _ in store.send(.started) }
      let inFlight = try Self.residentMemory()
      for task in tasks { await task.finish() }
      return inFlight
    }
    let initial = try Self.residentMemory()
    let inFlight = try await batch()
    let before = try Self.residentMemory()
    let started = Date()
    for _ in 1...4 { _ = try await batch() }
    let after = try Self.residentMemory()
    Self.report("4 × 100,000 concurrent effects", before: before, after: after, since: started)
    print(
      String(
        format: "100,000 concurrent effects in flight: %.2f MiB over the %.2f MiB before (%.0f bytes each)",
        Double(inFlight - initial) / 1_048_576, Double(initial) / 1_048_576,
        Double(inFlight - initial) / 100_000
      )
    )
    #expect(store.withState(\.responses) == 500_000)
    #expect((store.core as? RootCore<RoundTrips.State, RoundTrips.Action>)?.effects.count == 0)
    #expect(after - before <= Self.allowedGrowth)
  }

  /// Lets the tasks of cancelled effects run to their end.
  static func drain(_ store: StoreOf<EffectsHost>) async {
    for _ in 0..<1_000 where Self.effectTasks(store) > 0 {
      await Task.megaYield()
    }
  }

  /// The effect tasks the store is tracking: each removes itself when it ends.
  static func effectTasks(_ store: StoreOf<EffectsHost>) -> Int {
    (store.core as? RootCore<EffectsHost.State, EffectsHost.Action>)?.effects.count ?? -1
  }

  /// The resident set size of this process, in bytes (Linux: `/proc/self/statm`).
  static func residentMemory() throws -> Int {
    let statm = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
    let pages = try #require(Int(statm.split(separator: " ")[1]))
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  static func report(_ name: String, before: Int, after: Int, since started: Date) {
    let mebibytes = { (bytes: Int) in String(format: "%.2f MiB", Double(bytes) / 1_048_576) }
    print(
      """
      \(name): resident \(mebibytes(before)) after warm-up, \(mebibytes(after)) after \
      (growth \(mebibytes(after - before))) in \(String(format: "%.2f", Date().timeIntervalSince(started))) s
      """
    )
  }
}

/// Effects that each send one action back.
@Reducer
struct RoundTrips {
  struct State {
    var responses = 0
  }

  enum Action {
    case response
    case started
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .response:
        state.responses += 1
        return .none
      case .started:
        return .run { send in await send(.response) }
      }
    }
  }
}
