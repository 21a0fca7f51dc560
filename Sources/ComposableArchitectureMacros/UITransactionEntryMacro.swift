import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@UITransactionEntry` (module `SwiftNavigation`): declares a value of `UITransaction` in one
/// line, as SwiftUI's `@Entry` does for its values.
///
/// `@UITransactionEntry var isAnimated = false` in an extension of `UITransaction` gets a key,
/// `__Key_isAnimated`, whose default value is the initializer (`nil` for an optional declared
/// without one), and accessors reading and writing the transaction's value of that key.
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
      (try? entryName(of: declaration, node: node)) != nil,
      let binding = declaration.as(VariableDeclSyntax.self)?.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
    else { return [] }
    let type = binding.typeAnnotation?.type
    // As SwiftUI's `@Entry`, an optional without a default defaults to `nil`.
    let defaultValue: String
    if let initializer = binding.initializer {
      defaultValue = initializer.value.trimmedDescription
    } else if let type, type.is(OptionalTypeSyntax.self)
      || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    {
      defaultValue = "nil"
    } else {
      throw DiagnosticsError(
        diagnostics: [
          Diagnostic(
            node: Syntax(binding.typeAnnotation ?? TypeAnnotationSyntax(type: TypeSyntax("_"))),
            message: UITransactionEntryDiagnostic.missingDefaultValue
          )
        ]
      )
    }
    let typeAnnotation = type.map { ": \($0.trimmedDescription)" } ?? ""
    return [
      """
      private enum __Key_\(raw: name): SwiftNavigation.UITransactionKey {
      static let defaultValue\(raw: typeAnnotation) = \(raw: defaultValue)
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
    let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
  else {
    throw DiagnosticsError(
      diagnostics: [Diagnostic(node: node, message: UITransactionEntryDiagnostic.notAVar)]
    )
  }
  return identifier.identifier.trimmedDescription
}

/// The errors of `@UITransactionEntry`, worded as upstream's.
private enum UITransactionEntryDiagnostic: String, DiagnosticMessage {
  case notAVar
  case missingDefaultValue

  var message: String {
    switch self {
    case .notAVar: "'@UITransactionEntry' can only be applied to a 'var' declaration"
    case .missingDefaultValue: "Property missing a default value"
    }
  }
  var diagnosticID: MessageID { MessageID(domain: "UITransactionEntry", id: self.rawValue) }
  var severity: DiagnosticSeverity { .error }
}
