import Benchmark
import BenchmarkSuite
import Dispatch

// package-benchmark calls benchmark closures off the main actor, while a store lives on it. Every
// benchmark here, the raw floors included, therefore hops to the main thread once per sample and
// measures only the loop it runs there, between explicit start/stop calls: the hop, the setup
// and the teardown stay outside the figures, and every figure pays the same harness costs.

/// The suite's operations, each a package-benchmark `Benchmark`.
let benchmarks: @Sendable () -> Void = {
  for operation in registeredOperations() {
    Benchmark(operation.name, configuration: operation.scale.configuration) { benchmark in
      await measure(operation, MeasuredBenchmark(benchmark: benchmark))
    }
  }
}

/// The `Benchmark` handed to a closure, carried to the main actor.
///
/// It is not `Sendable`, but package-benchmark blocks until the closure returns, so only one
/// thread uses it at a time.
private struct MeasuredBenchmark: @unchecked Sendable {
  let benchmark: Benchmark

  var measurement: SuiteOperation.Measurement {
    SuiteOperation.Measurement(
      start: { self.benchmark.startMeasurement() },
      stop: { self.benchmark.stopMeasurement() }
    )
  }

  var iterations: Int { self.benchmark.scaledIterations.count }
}

private func measure(_ operation: SuiteOperation, _ measured: MeasuredBenchmark) async {
  switch operation.body {
  case .synchronous(let body):
    // From a block on the main queue, outside any task, as a user event reaches a store.
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async {
        MainActor.assumeIsolated { body(measured.iterations, measured.measurement) }
        continuation.resume()
      }
    }
  case .asynchronous(let body):
    await Task { @MainActor in await body(measured.iterations, measured.measurement) }.value
  }
}

extension SuiteOperation.Scale {
  var configuration: Benchmark.Configuration {
    switch self {
    case .perOperation:
      // 1,000 operations per sample, so that reading the clock and the malloc counters stays
      // negligible.
      Benchmark.Configuration(
        metrics: .tca, timeUnits: .nanoseconds, scalingFactor: .kilo,
        maxDuration: .seconds(2), maxIterations: 100_000
      )
    case .perBatch:
      Benchmark.Configuration(
        metrics: .tca, timeUnits: .microseconds, scalingFactor: .one,
        maxDuration: .seconds(2), maxIterations: 10_000
      )
    }
  }
}

extension Array where Element == BenchmarkMetric {
  /// Wall time and heap allocations, plus instructions where the machine's counters allow it
  /// (package-benchmark omits the metric where they do not).
  static var tca: Self {
    [.wallClock, .mallocCountTotal, .instructions]
  }
}
