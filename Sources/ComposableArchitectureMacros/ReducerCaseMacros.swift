import SwiftSyntax
import SwiftSyntaxMacros

/// `@ReducerCaseEphemeral`: marks a case of an `@Reducer` enum whose value is ephemeral state
/// (like `AlertState`): held as is, with the state's `Action` as the case's action. It generates
/// nothing; `@Reducer` reads it as a marker.
public enum ReducerCaseEphemeralMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

/// `@ReducerCaseIgnored`: marks a case of an `@Reducer` enum whose value is plain state, with
/// no reducer and no action. It generates nothing; `@Reducer` reads it as a marker.
public enum ReducerCaseIgnoredMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
