import SwiftSyntax
import SwiftSyntaxMacros

/// `@ViewAction(for: Feature.self)`: lets a view send its feature's view actions as
/// `send(.incrementButtonTapped)` instead of `store.send(.view(.incrementButtonTapped))`, by
/// conforming the view to `ViewActionSending`, whose `send(_:)` does the wrapping.
public enum ViewActionMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    let hasStore = declaration.memberBlock.members.contains { member in
      member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "store"
      } ?? false
    }
    guard hasStore else {
      throw MacroDiagnostic.viewActionRequiresStore.diagnose(at: node)
    }
    guard !protocols.isEmpty else { return [] }
    return [
      try ExtensionDeclSyntax("extension \(type.trimmed): ComposableArchitecture.ViewActionSending {}")
    ]
  }
}
