import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@ObservationStateIgnored`: leaves a stored property of an `@ObservableState` struct
/// untracked. It generates nothing; `@ObservableState` reads it as a marker.
///
/// It reports misuse: on anything but a property it is an error (upstream's accessor macro cannot
/// be attached there either); on a `let`, a computed or a static property, which are never
/// tracked, it is a warning offering to remove it.
public enum ObservationStateIgnoredMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self) else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroDiagnostic.observationStateIgnoredOnUnsupportedDeclaration,
          fixIts: FixIt.removing(node, from: declaration).map { [$0] } ?? []
        )
      )
      return []
    }
    if property.isLet || !property.isStored {
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroDiagnostic.observationStateIgnoredHasNoEffect,
          fixIts: FixIt.removing(node, from: property).map { [$0] } ?? []
        )
      )
    }
    return []
  }
}
