import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@_ResolvedCasePaths`, which `@Reducer` adds to the `Action` (and enum `State`) of a feature:
/// a table from each case's key path to its case path, so that `Scope`, `ifLet`, `forEach` and
/// child stores extract and embed through the case path the `@CasePathable` macro wrote (a direct
/// `switch`) instead of evaluating the case key path on every action.
///
/// Cases inside `#if` blocks are left out of the table: their key paths resolve the slow way.
public enum ResolvedCasePathsMacro {}

extension ResolvedCasePathsMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else { return [] }
    let names = enumDecl.memberBlock.members
      .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
      .flatMap { $0.elements.map(\.name.trimmedDescription) }
    let lines = names.map { name in
      """
      if keyPath == \\Self.Cases.\(name) as Swift.AnyKeyPath {
      return Self.allCasePaths.\(name)
      }
      """
    }
    return [
      """
      public static func _$resolvedCasePath(_ keyPath: Swift.AnyKeyPath) -> Any? {
      \(raw: (lines + ["return nil"]).joined(separator: "\n"))
      }
      """
    ]
  }
}

extension ResolvedCasePathsMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(EnumDeclSyntax.self), !protocols.isEmpty else { return [] }
    return [
      try ExtensionDeclSyntax(
        "extension \(type.trimmed): ComposableArchitecture._ResolvedCasePathable {}"
      )
    ]
  }
}
