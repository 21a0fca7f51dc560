/// One measured operation of the suite: a fixture made on the main actor, then the operation run
/// a number of times on it, between two calls the harness uses to start and stop its measurement.
public struct SuiteOperation: Sendable {
  /// How many times one sample runs the operation.
  public enum Scale: Sendable {
    /// Nanoseconds to microseconds: a sample runs it a thousand times.
    case perOperation
    /// Microseconds to milliseconds (a copy of 10,000 rows, a batch of 10,000 effects): once.
    case perBatch
  }

  /// What the harness calls around the measured loop.
  public struct Measurement: Sendable {
    public let start: @Sendable () -> Void
    public let stop: @Sendable () -> Void

    public init(start: @escaping @Sendable () -> Void, stop: @escaping @Sendable () -> Void) {
      self.start = start
      self.stop = stop
    }
  }

  /// How the operation runs: synchronously from a block on the main queue, outside any task (as a
  /// user event reaches a store), or in a task on the main actor (as an effect's `send`).
  public enum Body: Sendable {
    case synchronous(@MainActor @Sendable (_ iterations: Int, Measurement) -> Void)
    case asynchronous(@MainActor @Sendable (_ iterations: Int, Measurement) async -> Void)
  }

  public let name: String
  public let scale: Scale
  public let body: Body
}

/// Collects the operations the group functions declare.
final class Registry: @unchecked Sendable {
  @TaskLocal static var current: Registry?
  var operations: [SuiteOperation] = []
}

/// Declares a synchronous operation on the main actor: `setup` makes its fixture once per sample,
/// outside the measurement; `operation` is what is measured, once per iteration.
func mainActorBenchmark<Fixture>(
  _ name: String,
  configuration: SuiteOperation.Scale = .perOperation,
  setup: @escaping @MainActor @Sendable () -> Fixture,
  operation: @escaping @MainActor @Sendable (Fixture) -> Void
) {
  Registry.current?.operations.append(
    SuiteOperation(
      name: name,
      scale: configuration,
      body: .synchronous { iterations, measurement in
        let fixture = setup()
        measurement.start()
        for _ in 0..<iterations {
          operation(fixture)
        }
        measurement.stop()
        blackHole(fixture)
      }
    )
  )
}

/// Declares an asynchronous operation that starts and ends on the main actor.
func mainActorAsyncBenchmark<Fixture>(
  _ name: String,
  configuration: SuiteOperation.Scale = .perOperation,
  setup: @escaping @MainActor @Sendable () -> Fixture,
  operation: @escaping @MainActor @Sendable (Fixture) async -> Void
) {
  Registry.current?.operations.append(
    SuiteOperation(
      name: name,
      scale: configuration,
      body: .asynchronous { iterations, measurement in
        let fixture = setup()
        measurement.start()
        for _ in 0..<iterations {
          await operation(fixture)
        }
        measurement.stop()
        blackHole(fixture)
      }
    )
  )
}

/// Keeps the optimiser from discarding a value the measured code produced.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
