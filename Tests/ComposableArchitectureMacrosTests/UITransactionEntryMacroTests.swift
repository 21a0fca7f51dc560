import ComposableArchitectureMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(.macros(uiTransactionEntryMacros, record: .missing))
struct UITransactionEntryMacroTests {
  @Test func keyAndAccessors() {
    assertMacro {
      """
      extension UITransaction {
        @UITransactionEntry var isAnimated = false
        @UITransactionEntry var label: String = "none"
      }
      """
    } expansion: {
      """
      extension UITransaction {
        var isAnimated {
          get {
            self[__Key_isAnimated.self]
          }
          set {
            self[__Key_isAnimated.self] = newValue
          }
        }

        private enum __Key_isAnimated: SwiftNavigation.UITransactionKey {
          static let defaultValue = false
        }
        var label: String {
          get {
            self[__Key_label.self]
          }
          set {
            self[__Key_label.self] = newValue
          }
        }

        private enum __Key_label: SwiftNavigation.UITransactionKey {
          static let defaultValue: String = "none"
        }
      }
      """
    }
  }

  @Test func onlyVariablesWithADefaultValue() {
    assertMacro {
      """
      extension UITransaction {
        @UITransactionEntry var label: String
      }
      """
    } diagnostics: {
      """
      extension UITransaction {
        @UITransactionEntry var label: String
        ┬──────────────────
        ╰─ 🛑 '@UITransactionEntry' can only be applied to a 'var' declaration with a default value
      }
      """
    }
  }
}
