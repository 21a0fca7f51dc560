import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Presents`: the `@ObservableState` form of `PresentationState`.
///
/// `@Presents var destination: Destination.State?` becomes a computed property over
/// `_destination`, a `PresentationState<Destination.State>`, observed like any tracked field,
/// plus a `$destination` property giving the `PresentationState` itself, which is what
/// `ifLet(\.$destination, action: \.destination)` needs.
public enum PresentsMacro {
  /// The wrapped type of an optional type annotation: `T` for `T?` and `Optional<T>`.
  static func wrappedType(of property: VariableDeclSyntax) -> TypeSyntax? {
    guard let type = property.bindings.first?.typeAnnotation?.type else { return nil }
    if let optional = type.as(OptionalTypeSyntax.self) {
      return optional.wrappedType.trimmed
    }
    if let identifier = type.as(IdentifierTypeSyntax.self),
      identifier.name.text == "Optional",
      let arguments = identifier.genericArgumentClause?.arguments,
      arguments.count == 1,
      let argument = arguments.first?.argument.as(TypeSyntax.self)
    {
      return argument.trimmed
    }
    return nil
  }

  static func validated(
    _ declaration: some DeclSyntaxProtocol,
    node: AttributeSyntax
  ) throws -> (property: VariableDeclSyntax, name: TokenSyntax, wrapped: TypeSyntax) {
    guard let property = declaration.as(VariableDeclSyntax.self),
      !property.isLet, property.isStored,
      let name = property.singleIdentifier?.trimmed,
      property.bindings.first?.accessorBlock == nil
    else {
      throw MacroDiagnostic.presentsOnUnsupportedDeclaration.diagnose(at: node)
    }
    guard let wrapped = wrappedType(of: property) else {
      throw MacroDiagnostic.presentsRequiresOptionalType.diagnose(at: property.bindings)
    }
    return (property, name, wrapped)
  }
}

extension PresentsMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    let (_, name, wrapped) = try validated(declaration, node: node)
    return [
      """
      @storageRestrictions(initializes: _\(name))
      init(initialValue) {
        _\(name) = ComposableArchitecture.PresentationState<\(wrapped)>(wrappedValue: initialValue)
      }
      """,
      """
      get {
        _$observationRegistrar.access(self, keyPath: \\.\(name))
        return _\(name).wrappedValue
      }
      """,
      """
      set {
        _$observationRegistrar.mutate(self, keyPath: \\.\(name), &_\(name).wrappedValue, newValue, ComposableArchitecture._$isIdentityEqual)
      }
      """,
      """
      _modify {
        let oldID = _$observationRegistrar.willModify(self, keyPath: \\.\(name), _\(name).wrappedValue)
        defer {
          _$observationRegistrar.didModify(self, keyPath: \\.\(name), _\(name).wrappedValue, oldID)
        }
        yield &_\(name).wrappedValue
      }
      """,
    ]
  }
}

extension PresentsMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    // The accessor role reports misuse; reporting it here too would say everything twice.
    guard let (property, name, wrapped) = try? validated(declaration, node: node) else {
      return []
    }
    let access = property.modifiers.accessPrefix
    return [
      """
      \(raw: access)var $\(name): ComposableArchitecture.PresentationState<\(wrapped)> {
        get {
          _$observationRegistrar.access(self, keyPath: \\.\(name))
          return _\(name)
        }
        set {
          let oldID = _$observationRegistrar.willModify(self, keyPath: \\.\(name), _\(name).wrappedValue)
          _\(name) = newValue
          _$observationRegistrar.didModify(self, keyPath: \\.\(name), _\(name).wrappedValue, oldID)
        }
        _modify {
          let oldID = _$observationRegistrar.willModify(self, keyPath: \\.\(name), _\(name).wrappedValue)
          defer {
            _$observationRegistrar.didModify(self, keyPath: \\.\(name), _\(name).wrappedValue, oldID)
          }
          yield &_\(name)
        }
      }
      """,
      """
      @ObservationStateIgnored
      var _\(name) = ComposableArchitecture.PresentationState<\(wrapped)>(wrappedValue: nil)
      """,
    ]
  }
}

extension PresentsMacro {
  /// The attributes that cannot work in an `@ObservableState` struct, each with the one to use
  /// instead: `@PresentationState`'s storage and Observation's accessors cannot be observed by the
  /// state's registrar.
  static let renamedInObservableState = [
    ("PresentationState", "Presents"),
    ("ObservationIgnored", "ObservationStateIgnored"),
    ("ObservationTracked", "ObservationStateTracked"),
  ]

  /// Reports a `@PresentationState`, `@ObservationIgnored` or `@ObservationTracked` property in
  /// an `@ObservableState` struct, offering the attribute that works there, as upstream does.
  static func diagnoseRenamedAttributes(
    on property: VariableDeclSyntax,
    in context: some MacroExpansionContext
  ) {
    for element in property.attributes {
      guard case let .attribute(attribute) = element,
        let (used, replacement) = renamedInObservableState.first(where: {
          $0.0 == attribute.simpleName
        })
      else { continue }
      let name = attribute.attributeName
      let renamed = IdentifierTypeSyntax(
        name: .identifier(
          replacement, leadingTrivia: name.leadingTrivia, trailingTrivia: name.trailingTrivia
        )
      )
      context.diagnose(
        Diagnostic(
          node: attribute,
          message: MacroDiagnostic.cannotBeUsedInObservableState(used),
          fixIt: FixIt(
            message: MacroFixIt.use(replacement),
            changes: [.replace(oldNode: Syntax(name), newNode: Syntax(renamed))]
          )
        )
      )
    }
  }
}
