import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview { … }`: Xcode's canvas draws it; these hosts have no canvas, so it expands to
/// nothing, once its view has type-checked.
public enum PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
