import ComposableArchitecture
import Testing

/// A `Shared` projected from another (`$stats.count`) is dumped as upstream dumps it: identified by
/// its root, so the root dumped after it is a back-reference.
@MainActor
struct SharedProjectionDumpTests {
  struct Stats: Equatable {
    var count = 0
  }

  struct State: Equatable {
    @Shared var count: Int
    @Shared var stats: Stats
  }

  @Test func aProjectionAndItsRootDumpAsOneValue() {
    @Shared(value: Stats(count: 3)) var stats
    #expect(
      String(customDumping: State(count: $stats.count, stats: $stats)) == """
        SharedProjectionDumpTests.State(
          _count: 3,
          _stats: SharedProjectionDumpTests.Stats(↩︎)
        )
        """
    )
  }
}
