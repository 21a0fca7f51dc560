import ComposableArchitectureMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(.macros(caseBindableMacros, record: .missing))
struct CaseBindableMacroTests {
  @Test func casePathsAndBindingsOfEveryCase() {
    assertMacro {
      """
      @CaseBindable
      enum Destination {
        case detail(String)
        case settings
        case edit(id: Int, _ title: String)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case detail(String)
        case settings
        case edit(id: Int, _ title: String)

        public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
          public subscript(root: Destination) -> CasePaths.PartialCaseKeyPath<Destination> {
            switch root {
            case .detail:
              return \.detail
            case .settings:
              return \.settings
            case .edit:
              return \.edit
            }
          }
          public var detail: CasePaths.AnyCasePath<Destination, String> {
            CasePaths.AnyCasePath<Destination, String>(
              embed: {
                Destination.detail($0)
              },
              extract: {
                guard case let .detail(v0) = $0 else {
                  return nil
                }
                return v0
              }
            )
          }
          public var settings: CasePaths.AnyCasePath<Destination, Swift.Void> {
            CasePaths.AnyCasePath<Destination, Swift.Void>(
              embed: {
                Destination.settings
              },
              extract: {
                guard case .settings = $0 else {
                  return nil
                }
                return ()
              }
            )
          }
          public var edit: CasePaths.AnyCasePath<Destination, (id: Int, String)> {
            CasePaths.AnyCasePath<Destination, (id: Int, String)>(
              embed: {
                Destination.edit(id: $0.0, $0.1)
              },
              extract: {
                guard case let .edit(v0, v1) = $0 else {
                  return nil
                }
                return (v0, v1)
              }
            )
          }
          public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Destination>]> {
            let allCasePaths: [CasePaths.PartialCaseKeyPath<Destination>] = [\.detail, \.settings, \.edit]
            return allCasePaths.makeIterator()
          }
        }

        public static var allCasePaths: AllCasePaths {
          AllCasePaths()
        }

        public enum UIBindingEnumeration {
          case detail(SwiftNavigation.UIBinding<String>)
          case settings
          case edit(SwiftNavigation.UIBinding<(id: Int, String)>)
        }

        public static func _$caseBinding(_ binding: SwiftNavigation.UIBinding<Self>) -> UIBindingEnumeration {
          switch binding.wrappedValue {
          case .detail:
            return .detail(binding._$case(\.detail))
          case .settings:
            return .settings
          case .edit:
            return .edit(binding._$case(\.edit))
          }
        }
      }

      extension Destination: CasePaths.CasePathable, CasePaths.CasePathIterable, SwiftNavigation.CaseBindable {
      }
      """#
    }
  }

  @Test func onlyEnums() {
    assertMacro {
      """
      @CaseBindable
      struct Destination {}
      """
    } diagnostics: {
      """
      @CaseBindable
      ┬────────────
      ╰─ 🛑 '@CaseBindable' can only be applied to enum types
      struct Destination {}
      """
    }
  }
}
