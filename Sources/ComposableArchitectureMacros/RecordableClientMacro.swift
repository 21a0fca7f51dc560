import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@RecordableClient`: lists a client's stored `var` properties, so that a recording can keep the
/// results of all its endpoints (`.results(of: \.numberFact, named: "numberFact")`). Which of them
/// a recording can hold is decided by the overloads of `_RecordedDependency._endpoint`, where the
/// endpoint's type is known: the macro only names them.
public enum RecordableClientMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(StructDeclSyntax.self) else {
      throw MacroDiagnostic.recordableClientOnUnsupportedType.diagnose(at: node)
    }
    let endpoints = declaration.memberBlock.members.flatMap { member in
      member.decl.as(VariableDeclSyntax.self)?.writableStoredPropertyNames ?? []
    }
    let list = endpoints.map {
      "._endpoint(client.appending(path: \\.\($0)), named: name + \".\($0)\")"
    }
    return [
      try ExtensionDeclSyntax(
        """
        extension \(type.trimmed): ComposableArchitecture._RecordableClient {
          public static func _recordedEndpoints(
            of client: WritableKeyPath<ComposableArchitecture.DependencyValues, \(type.trimmed)>,
            named name: String
          ) -> [ComposableArchitecture._RecordedDependency] {
            let endpoints: [ComposableArchitecture._RecordedDependency?] = [\(raw: list.joined(separator: ", "))]
            return endpoints.compactMap { $0 }
          }
        }
        """
      )
    ]
  }
}

extension VariableDeclSyntax {
  /// The names of the stored properties a key path can write: `var`s that are not static and have
  /// no getter (observers are fine).
  fileprivate var writableStoredPropertyNames: [String] {
    guard bindingSpecifier.tokenKind == .keyword(.var),
      !modifiers.contains(where: {
        [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind)
      })
    else { return [] }
    return bindings.compactMap { binding in
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        return nil
      }
      if let accessors = binding.accessorBlock?.accessors {
        guard case let .accessors(list) = accessors,
          list.allSatisfy({
            [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
          })
        else { return nil }
      }
      return name
    }
  }
}
