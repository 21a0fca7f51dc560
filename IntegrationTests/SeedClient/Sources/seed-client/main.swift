// Runs the seeds' counters and every macro shape in real stores and exits non-zero if anything
// does not behave as the seeds and upstream describe.
import ComposableArchitecture
import Foundation
import MacroShapes
import MacroShapesSwift5
import TourCounter
import TutorialCounter

uncheckedUseMainSerialExecutor = true
let failures =
  await runTourCounter() + runTutorialCounter() + runMacroShapes() + runMacroShapesSwift5()
if !failures.isEmpty {
  print("seed-client: FAILED: \(failures.joined(separator: "; "))")
  exit(1)
}
print("seed-client: the seeds' counters and every macro shape ran as upstream describes.")
