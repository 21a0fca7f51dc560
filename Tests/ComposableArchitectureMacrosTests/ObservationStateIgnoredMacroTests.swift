import MacroTesting
import Testing

@Suite(.macros(observableStateMacros, record: .missing))
struct ObservationStateIgnoredMacroTests {
  @Test func storedVar() {
    assertMacro {
      """
      @ObservationStateIgnored var scratch = 0
      """
    } expansion: {
      """
      var scratch = 0
      """
    }
  }

  @Test func letHasNoEffect() {
    assertMacro {
      """
      struct State {
        @ObservationStateIgnored let id: Int
      }
      """
    } diagnostics: {
      """
      struct State {
        @ObservationStateIgnored let id: Int
        ┬───────────────────────
        ╰─ ⚠️ '@ObservationStateIgnored' has no effect here: only a stored 'var' is tracked
           ✏️ Remove '@ObservationStateIgnored'
      }
      """
    } fixes: {
      """
      struct State {
        let id: Int
      }
      """
    } expansion: {
      """
      struct State {
        let id: Int
      }
      """
    }
  }

  @Test func computedPropertyHasNoEffect() {
    assertMacro {
      """
      struct State {
        @ObservationStateIgnored
        var double: Int { count * 2 }
      }
      """
    } diagnostics: {
      """
      struct State {
        @ObservationStateIgnored
        ┬───────────────────────
        ╰─ ⚠️ '@ObservationStateIgnored' has no effect here: only a stored 'var' is tracked
           ✏️ Remove '@ObservationStateIgnored'
        var double: Int { count * 2 }
      }
      """
    } fixes: {
      """
      struct State {
        var double: Int { count * 2 }
      }
      """
    } expansion: {
      """
      struct State {
        var double: Int { count * 2 }
      }
      """
    }
  }

  @Test func staticPropertyHasNoEffect() {
    assertMacro {
      """
      struct State {
        @ObservationStateIgnored static var shared = 0
      }
      """
    } diagnostics: {
      """
      struct State {
        @ObservationStateIgnored static var shared = 0
        ┬───────────────────────
        ╰─ ⚠️ '@ObservationStateIgnored' has no effect here: only a stored 'var' is tracked
           ✏️ Remove '@ObservationStateIgnored'
      }
      """
    } fixes: {
      """
      struct State {
        static var shared = 0
      }
      """
    } expansion: {
      """
      struct State {
        static var shared = 0
      }
      """
    }
  }

  @Test func notAProperty() {
    assertMacro {
      """
      struct State {
        @ObservationStateIgnored func reset() {}
      }
      """
    } diagnostics: {
      """
      struct State {
        @ObservationStateIgnored func reset() {}
        ┬───────────────────────
        ╰─ 🛑 '@ObservationStateIgnored' can only be applied to a property
           ✏️ Remove '@ObservationStateIgnored'
      }
      """
    } fixes: {
      """
      struct State {
        func reset() {}
      }
      """
    } expansion: {
      """
      struct State {
        func reset() {}
      }
      """
    }
  }
}
