import Foundation
import IdentifiedCollections
import Sharing

/// The seeded two-process randomized check of a storage's shared keys (RELIABILITY.md, "Two
/// processes, a random schedule"). A storage's check executable calls ``main(storage:reproduction:location:open:)``;
/// it runs the check for each seed asked for, or, as `worker …`, one of the two processes.
public enum TwoProcessCheck {
  /// Runs the command line: `[--seed N]… [--random-seeds N] [--steps N]` (one random seed by
  /// default), or `worker …` when the check starts a process.
  ///
  /// - Parameters:
  ///   - storage: The storage's name in what the check prints (`SQLite`).
  ///   - reproduction: The command that runs this executable, to which `--seed N` is added in the
  ///     line printed on a failure.
  ///   - location: Where a seed's database is (a new SQLite file; the PostgreSQL URL).
  ///   - open: Opens the storage at a location, in the checker and in each worker.
  @MainActor
  public static func main<Storage: CheckedStorage>(
    storage: String, reproduction: String,
    location: @escaping @Sendable (UInt64) throws -> String,
    open: @escaping @Sendable (String) throws -> Storage
  ) async -> Never {
    let arguments = Array(CommandLine.arguments.dropFirst())
    do {
      if arguments.first == "worker" {
        let options = try CheckArguments.worker(Array(arguments.dropFirst()))
        let opened = try open(options.location)
        try await Worker(storage: opened, options: options).run()
        // Without closing the storage: the keys still follow the database, and closing an SQLite
        // connection under a read they started trips GRDB's assertion; exiting closes it all.
        exit(0)
      }
      let check = try CheckArguments.check(arguments)
      var failed: [UInt64] = []
      for seed in check.seeds {
        let passed = await Self.run(
          seed: seed, steps: check.steps, storage: storage, reproduction: reproduction,
          location: location, open: open
        )
        if !passed { failed.append(seed) }
      }
      print(
        "two-process check (\(storage)): \(check.seeds.count - failed.count) of \(check.seeds.count) "
          + "seeds passed" + (failed.isEmpty ? "" : "; failed: \(failed.map(String.init).joined(separator: " "))")
      )
      exit(failed.isEmpty ? 0 : 1)
    } catch {
      FileHandle.standardError.write(Data("two-process check (\(storage)): \(error)\n".utf8))
      exit(64)
    }
  }

  /// One seed's check; prints the seed first, and on a failure what failed and how to run it again.
  @MainActor
  private static func run<Storage: CheckedStorage>(
    seed: UInt64, steps: Int, storage: String, reproduction: String,
    location: (UInt64) throws -> String, open: @escaping @Sendable (String) throws -> Storage
  ) async -> Bool {
    print("two-process check (\(storage)): seed \(seed)")
    let start = ContinuousClock.now
    let failures: [String]
    let summary: String
    do {
      let location = try location(seed)
      let opened = try open(location)
      let session = CheckSession(
        storage: opened, location: location, open: open, seed: seed, steps: steps)
      let (records, verdict) = try await session.run()
      await opened.close()
      failures = verdict.failures
      summary = Self.summary(records)
    } catch {
      failures = ["the check could not finish: \(error)"]
      summary = ""
    }
    let elapsed = (ContinuousClock.now - start).components
    let seconds = String(format: "%.1f", Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
    if failures.isEmpty {
      print("  passed in \(seconds) s: \(summary)")
      return true
    }
    print("  FAILED (seed \(seed)) in \(seconds) s: \(summary)")
    for failure in failures { print("  - \(failure)") }
    print("  reproduce: \(reproduction) --seed \(seed)")
    return false
  }

  private static func summary(_ records: [EditRecord]) -> String {
    func count(_ outcome: EditRecord.Outcome) -> Int { records.count { $0.outcome == outcome } }
    return "\(records.count) edits, \(count(.acknowledged)) acknowledged, \(count(.refused)) refused "
      + "as conflicts, \(count(.failed)) failed"
  }
}
