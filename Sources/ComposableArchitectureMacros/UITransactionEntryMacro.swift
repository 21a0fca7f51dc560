import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@UITransactionEntry` (module `SwiftNavigation`): declares a value of `UITransaction` in one
/// line, as SwiftUI's `@Entry` does for its values.
///
/// `@UITransactionEntry var isAnimated = false` in an extension of `UITransaction` gets a key,
/// `__Key_isAnimated`, whose default value is the initializer, and accessors reading and writing
/// the transaction's value of that key.
public enum UITransactionEntryMacro {}

extension UITransactionEntryMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    let name = try entryName(of: declaration, node: node)
    return [
      "get { self[__Key_\(raw: name).self] }",
      "set { self[__Key_\(raw: name).self] = newValue }",
    ]
  }
}

extension UITransactionEntryMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    // The accessor role reports a declaration it cannot apply to; this one only adds nothing.
    guard
      let name = try? entryName(of: declaration, node: node),
      let binding = declaration.as(VariableDeclSyntax.self)?.bindings.first,
      let initializer = binding.initializer
    else { return [] }
    let type = binding.typeAnnotation.map { ": \($0.type.trimmedDescription)" } ?? ""
    return [
      """
      private enum __Key_\(raw: name): SwiftNavigation.UITransactionKey {
      static let defaultValue\(raw: type) = \(initializer.value.trimmed)
      }
      """
    ]
  }
}

private func entryName(of declaration: some DeclSyntaxProtocol, node: AttributeSyntax) throws
  -> String
{
  guard
    let variable = declaration.as(VariableDeclSyntax.self),
    variable.bindingSpecifier.tokenKind == .keyword(.var),
    let binding = variable.bindings.first,
    let identifier = binding.pattern.as(IdentifierPatternSyntax.self),
    binding.initializer != nil
  else {
    throw DiagnosticsError(
      diagnostics: [Diagnostic(node: node, message: UITransactionEntryDiagnostic())]
    )
  }
  return identifier.identifier.trimmedDescription
}

private struct UITransactionEntryDiagnostic: DiagnosticMessage {
  var message: String {
    "'@UITransactionEntry' can only be applied to a 'var' declaration with a default value"
  }
  var diagnosticID: MessageID { MessageID(domain: "UITransactionEntry", id: "notAVar") }
  var severity: DiagnosticSeverity { .error }
}
