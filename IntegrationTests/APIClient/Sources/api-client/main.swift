// Runs the API surface's features in real stores and exits non-zero if anything does not behave
// as upstream TCA's does.
import ComposableArchitecture
import Foundation
import LegacyAPI
import LegacyAPISwift6
import ModernAPI
import ModernAPISwift5

uncheckedUseMainSerialExecutor = true
let failures =
  await ModernAPI.runModernAPI() + ModernAPISwift5.runModernAPI()
  + ModernAPI.runReducerShapes() + ModernAPISwift5.runReducerShapes()
  + ModernAPI.runPerceptionAPI() + ModernAPISwift5.runPerceptionAPI()
  + ModernAPI.runRecordingAPI() + ModernAPISwift5.runRecordingAPI()
  + (await ModernAPI.runSwiftNavigationAPI()) + (await ModernAPISwift5.runSwiftNavigationAPI())
  + (await ModernAPI.runPerceptionsAPI()) + (await ModernAPISwift5.runPerceptionsAPI())
  + ModernAPI.runViewsAPI() + ModernAPISwift5.runViewsAPI()
  + ModernAPI.runColorAPI() + ModernAPISwift5.runColorAPI()
  + LegacyAPI.runLegacyAPI() + LegacyAPISwift6.runLegacyAPI()
if !failures.isEmpty {
  print("api-client: FAILED: \(failures.joined(separator: "; "))")
  exit(1)
}
print("api-client: the API surface compiled in Swift 6 and Swift 5 modes and ran as upstream's.")
