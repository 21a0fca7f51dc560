import SwiftSyntax
import SwiftSyntaxMacros

/// `@ObservationStateTracked`: turns a stored `var` of an `@ObservableState` struct into a
/// computed property over `_name` storage that reports reads and writes to the state's
/// registrar.
///
/// Assignments notify only when the value really changed (see `_$isIdentityEqual`). In-place
/// modifications never copy the field's old value: a child state's identity is all that is kept
/// (the field notifies only if the child was replaced), a collection of states keeps a fingerprint
/// of its elements' identities (the field notifies only if they are no longer the same states),
/// and any other field simply notifies around the modification, so that mutating one row of a
/// large collection does not copy the collection.
public enum ObservationStateTrackedMacro {}

extension ObservationStateTrackedMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self),
      !property.isLet, property.isStored,
      let name = property.singleIdentifier?.trimmed,
      property.bindings.first?.accessorBlock == nil
    else {
      throw MacroDiagnostic.trackedOnUnsupportedDeclaration.diagnose(at: node)
    }
    return [
      """
      @storageRestrictions(initializes: _\(name))
      init(initialValue) {
        _\(name) = initialValue
      }
      """,
      """
      get {
        _$observationRegistrar.access(self, keyPath: \\.\(name))
        return _\(name)
      }
      """,
      """
      set {
        _$observationRegistrar.mutate(self, keyPath: \\.\(name), &_\(name), newValue, ComposableArchitecture._$isIdentityEqual)
      }
      """,
      """
      _modify {
        var modification = _$observationRegistrar.willModify(self, keyPath: \\.\(name), _\(name))
        modification.start(&_\(name))
        defer {
          modification.end(&_\(name))
          _$observationRegistrar.didModify(self, keyPath: \\.\(name), _\(name), modification)
        }
        yield &_\(name)
      }
      """,
    ]
  }
}

extension ObservationStateTrackedMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self),
      !property.isLet, property.isStored,
      property.singleIdentifier != nil,
      property.bindings.first?.accessorBlock == nil
    else { return [] }
    return [property.storage(prefix: "_", attribute: "ObservationStateIgnored")]
  }
}

extension VariableDeclSyntax {
  /// The stored property that backs this single-binding property once accessors make it
  /// computed: same type and initial value, renamed `_name`, marked with `attribute`.
  func storage(prefix: String, attribute: String) -> DeclSyntax {
    // The storage keeps what describes the value, not its visibility: the computed property is
    // the public face.
    let accessKeywords: [TokenKind] = [
      .keyword(.public), .keyword(.package), .keyword(.internal), .keyword(.fileprivate),
      .keyword(.private), .keyword(.open),
    ]
    let modifiers = self.modifiers
      .filter { !accessKeywords.contains($0.name.tokenKind) }
      .map { "\($0.trimmed) " }
      .joined()
    let binding = bindings.first
    let name = binding?.pattern.trimmedDescription ?? ""
    let type = binding?.typeAnnotation.map { "\($0.trimmed)" } ?? ""
    let initializer = binding?.initializer.map { " \($0.trimmed)" } ?? ""
    return """
      @\(raw: attribute)
      \(raw: modifiers)var \(raw: prefix)\(raw: name)\(raw: type)\(raw: initializer)
      """
  }
}
