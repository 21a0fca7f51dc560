import SwiftSyntax
import SwiftSyntaxMacros

/// `@ObservationStateIgnored`: leaves a stored property of an `@ObservableState` struct
/// untracked. It generates nothing; `@ObservableState` reads it as a marker.
public enum ObservationStateIgnoredMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
