// Runs the API surface's features in real stores and exits non-zero if anything does not behave
// as upstream TCA's does.
import ComposableArchitecture
import Foundation
import LegacyAPI
import ModernAPI

uncheckedUseMainSerialExecutor = true
let failures = await runModernAPI() + runLegacyAPI()
if !failures.isEmpty {
  print("api-client: FAILED: \(failures.joined(separator: "; "))")
  exit(1)
}
print("api-client: the API surface compiled in Swift 6 and Swift 5 modes and ran as upstream's.")
