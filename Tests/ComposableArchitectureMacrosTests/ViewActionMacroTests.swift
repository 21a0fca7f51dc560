import ComposableArchitectureMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(
  .macros(
    ["ViewAction": MacroSpec(type: ViewActionMacro.self, conformances: ["ViewActionSending"])],
    record: .missing
  )
)
struct ViewActionMacroTests {
  @Test func conformance() {
    assertMacro {
      """
      @ViewAction(for: CounterFeature.self)
      struct CounterView {
        let store: StoreOf<CounterFeature>
      }
      """
    } expansion: {
      """
      struct CounterView {
        let store: StoreOf<CounterFeature>
      }

      extension CounterView: ComposableArchitecture.ViewActionSending {
      }
      """
    }
  }

  @Test func requiresStore() {
    assertMacro {
      """
      @ViewAction(for: CounterFeature.self)
      struct CounterView {
        let model: StoreOf<CounterFeature>
      }
      """
    } diagnostics: {
      """
      @ViewAction(for: CounterFeature.self)
      ┬────────────────────────────────────
      ╰─ 🛑 '@ViewAction' requires a 'store' property, e.g. 'let store: StoreOf<Feature>'
      struct CounterView {
        let model: StoreOf<CounterFeature>
      }
      """
    }
  }
}
