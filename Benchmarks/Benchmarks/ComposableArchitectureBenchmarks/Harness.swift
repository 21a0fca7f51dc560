import Benchmark
import Dispatch

// package-benchmark calls benchmark closures off the main actor, while a store lives on it. Every
// benchmark here, the raw floors included, therefore hops to the main thread once per sample and
// measures only the loop it runs there, between explicit start/stop calls: the hop, the setup
// and the teardown stay outside the figures, and every figure pays the same harness costs.
//
// Synchronous operations run from a block on the main queue, outside any task, as a user event
// reaches a store; asynchronous ones run in a task on the main actor.

extension Benchmark.Configuration {
  /// Operations of a few nanoseconds to a few microseconds: 1,000 per sample, so that reading the
  /// clock and the malloc counters stays negligible.
  static var perOperation: Self {
    Self(
      metrics: .tca,
      timeUnits: .nanoseconds,
      scalingFactor: .kilo,
      maxDuration: .seconds(2),
      maxIterations: 100_000
    )
  }

  /// Operations of microseconds to milliseconds (a copy-on-write of 10,000 rows, a batch of
  /// 10,000 effects): one per sample.
  static var perBatch: Self {
    Self(
      metrics: .tca,
      timeUnits: .microseconds,
      scalingFactor: .one,
      maxDuration: .seconds(2),
      maxIterations: 10_000
    )
  }
}

extension Array where Element == BenchmarkMetric {
  /// Wall time and heap allocations, plus instructions where the machine's counters allow it
  /// (package-benchmark omits the metric where they do not).
  static var tca: Self {
    [.wallClock, .mallocCountTotal, .instructions]
  }
}

/// The `Benchmark` handed to a closure, carried to the main actor.
///
/// It is not `Sendable`, but package-benchmark blocks until the closure returns, so only one
/// thread uses it at a time.
struct MeasuredBenchmark: @unchecked Sendable {
  let benchmark: Benchmark
}

/// Registers a benchmark of a synchronous operation on the main actor.
///
/// `setup` runs before the measurement starts, once per sample; `operation` runs once per scaled
/// iteration, measured.
func mainActorBenchmark<Fixture>(
  _ name: String,
  configuration: Benchmark.Configuration = .perOperation,
  setup: @escaping @MainActor @Sendable () -> Fixture,
  operation: @escaping @MainActor @Sendable (Fixture) -> Void
) {
  Benchmark(name, configuration: configuration) { benchmark in
    let measured = MeasuredBenchmark(benchmark: benchmark)
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          let fixture = setup()
          measured.benchmark.startMeasurement()
          for _ in measured.benchmark.scaledIterations {
            operation(fixture)
          }
          measured.benchmark.stopMeasurement()
          blackHole(fixture)
        }
        continuation.resume()
      }
    }
  }
}

/// Registers a benchmark of an asynchronous operation that starts and ends on the main actor.
func mainActorAsyncBenchmark<Fixture>(
  _ name: String,
  configuration: Benchmark.Configuration = .perOperation,
  setup: @escaping @MainActor @Sendable () -> Fixture,
  operation: @escaping @MainActor @Sendable (Fixture) async -> Void
) {
  Benchmark(name, configuration: configuration) { benchmark in
    await measureOnMainActor(
      MeasuredBenchmark(benchmark: benchmark), setup: setup, operation: operation
    )
  }
}

@MainActor
private func measureOnMainActor<Fixture>(
  _ measured: MeasuredBenchmark,
  setup: @MainActor () -> Fixture,
  operation: @MainActor (Fixture) async -> Void
) async {
  let fixture = setup()
  measured.benchmark.startMeasurement()
  for _ in measured.benchmark.scaledIterations {
    await operation(fixture)
  }
  measured.benchmark.stopMeasurement()
  blackHole(fixture)
}
