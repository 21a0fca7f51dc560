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

  @Test func anOptionalWithoutADefaultDefaultsToNil() {
    assertMacro {
      """
      extension UITransaction {
        @UITransactionEntry var label: String?
      }
      """
    } expansion: {
      """
      extension UITransaction {
        var label: String? {
          get {
            self[__Key_label.self]
          }
          set {
            self[__Key_label.self] = newValue
          }
        }

        private enum __Key_label: SwiftNavigation.UITransactionKey {
          static let defaultValue: String? = nil
        }
      }
      """
    }
  }

  @Test func aNonOptionalNeedsADefaultValue() {
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
                                     ┬───────
                                     ╰─ 🛑 Property missing a default value
      }
      """
    }
  }

  @Test func onlyVariables() {
    assertMacro {
      """
      extension UITransaction {
        @UITransactionEntry let label = ""
      }
      """
    } diagnostics: {
      """
      extension UITransaction {
        @UITransactionEntry let label = ""
        ┬──────────────────
        ╰─ 🛑 '@UITransactionEntry' can only be applied to a 'var' declaration
      }
      """
    }
  }
}
