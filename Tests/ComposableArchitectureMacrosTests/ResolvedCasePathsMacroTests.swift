import ComposableArchitectureMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(.macros(resolvedCasePathsMacros, record: .missing))
struct ResolvedCasePathsMacroTests {
  @Test func tableOfEveryCase() {
    assertMacro {
      """
      @_ResolvedCasePaths
      enum Action {
        case child(Child.Action)
        case `default`, loaded(id: Int, name: String)
        #if DEBUG
        case debugOnly
        #endif
      }
      """
    } expansion: {
      """
      enum Action {
        case child(Child.Action)
        case `default`, loaded(id: Int, name: String)
        #if DEBUG
        case debugOnly
        #endif

        public static func _$resolvedCasePath(_ keyPath: Swift.AnyKeyPath) -> Any? {
          if keyPath == \\Self.Cases.child as Swift.AnyKeyPath {
            return Self.allCasePaths.child
          }
          if keyPath == \\Self.Cases.`default` as Swift.AnyKeyPath {
            return Self.allCasePaths.`default`
          }
          if keyPath == \\Self.Cases.loaded as Swift.AnyKeyPath {
            return Self.allCasePaths.loaded
          }
          return nil
        }
      }

      extension Action: ComposableArchitecture._ResolvedCasePathable {
      }
      """
    }
  }
}
