import MacroTesting
import Testing

@Suite(.macros(perceptionMacros, record: .missing))
struct PerceptibleMacroTests {
  @Test func classExpansion() {
    assertMacro {
      """
      @Perceptible
      final class Settings {
        var volume = 5
        @PerceptionIgnored var cache: [String: Int] = [:]
        let id = 1
        var label: String { "\\(volume)" }
      }
      """
    } expansion: {
      #"""
      final class Settings {
        var volume {
          @storageRestrictions(initializes: _volume)
          init(initialValue) {
            _volume = initialValue
          }
          get {
            access(keyPath: \.volume)
            return _volume
          }
          set {
            guard shouldNotifyObservers(_volume, newValue) else {
              _volume = newValue
              return
            }
            withMutation(keyPath: \.volume) {
              _volume = newValue
            }
          }
          _modify {
            access(keyPath: \.volume)
            _$perceptionRegistrar.willSet(self, keyPath: \.volume)
            defer {
              _$perceptionRegistrar.didSet(self, keyPath: \.volume)
            }
            yield &_volume
          }
        }

        private var _volume = 5
        var cache: [String: Int] = [:]
        let id = 1
        var label: String { "\(volume)" }

        private let _$perceptionRegistrar = Perception.PerceptionRegistrar()

        internal nonisolated func access<Member>(keyPath: KeyPath<Settings, Member>) {
          _$perceptionRegistrar.access(self, keyPath: keyPath)
        }

        internal nonisolated func withMutation<Member, MutationResult>(
          keyPath: KeyPath<Settings, Member>,
          _ mutation: () throws -> MutationResult
        ) rethrows -> MutationResult {
          try _$perceptionRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
        }

        private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
          lhs != rhs
        }
      }

      extension Settings: nonisolated Perception.Perceptible, nonisolated Observation.Observable {
      }
      """#
    }
  }

  @Test func structIsRejected() {
    assertMacro {
      """
      @Perceptible
      struct Settings {
        var volume = 5
      }
      """
    } diagnostics: {
      """
      @Perceptible
      ┬───────────
      ╰─ 🛑 '@Perceptible' cannot be applied to struct type 'Settings'
      struct Settings {
        var volume = 5
      }
      """
    }
  }

  @Test func enumIsRejected() {
    assertMacro {
      """
      @Perceptible
      enum Mode {
        case on, off
      }
      """
    } diagnostics: {
      """
      @Perceptible
      ┬───────────
      ╰─ 🛑 '@Perceptible' cannot be applied to enumeration type 'Mode'
      enum Mode {
        case on, off
      }
      """
    }
  }
}
