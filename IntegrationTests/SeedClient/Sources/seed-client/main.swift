// Runs the seeds' counters in real stores and exits non-zero if anything does not behave as the
// seeds say.
import ComposableArchitecture
import Foundation
import TourCounter
import TutorialCounter

uncheckedUseMainSerialExecutor = true
let failures = await runTourCounter() + runTutorialCounter()
if !failures.isEmpty {
  print("seed-client: FAILED: \(failures.joined(separator: "; "))")
  exit(1)
}
print("seed-client: the seeds' counters ran as the seeds describe.")
