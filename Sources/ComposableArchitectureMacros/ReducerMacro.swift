import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Reducer`: the boilerplate of a feature.
///
/// On a struct it conforms the struct to `Reducer`, makes its `Action` (and an enum `State`)
/// case-pathable, and gives `var body` its result builder: a conformance added by a macro's
/// extension does not lend the protocol requirement's builder attribute to `body`, so the macro
/// writes it. It generates the `State`, `Action` or `body` a feature leaves out: see
/// `ReducerMacro+Struct.swift`.
///
/// On an enum of features (a destination or a stack path) it generates the whole reducer, except
/// the parts the enum declares itself: see `ReducerMacro+Enum.swift`.
public enum ReducerMacro {}

extension ReducerMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return try EnumReducer(enumDecl, attribute: node).members()
    }
    guard let structDecl = declaration.as(StructDeclSyntax.self) else {
      throw MacroDiagnostic.reducerOnUnsupportedType.diagnose(at: node)
    }
    if node.arguments != nil {
      context.diagnose(
        Diagnostic(node: node, message: MacroDiagnostic.reducerArgumentsOnStruct)
      )
    }
    // A primitive feature still works, but upstream steers it to `body` and `Reduce`.
    for member in structDecl.memberBlock.members {
      if let function = member.decl.as(FunctionDeclSyntax.self), function.isReduceIntoAction {
        context.diagnose(function.reduceMethodDeprecation)
      }
    }
    return StructReducer(structDecl).members()
  }
}

extension ReducerMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    let isEnumReducer = declaration.is(EnumDeclSyntax.self)
    guard declaration.is(StructDeclSyntax.self) || isEnumReducer else { return [] }

    if let enumDecl = member.as(EnumDeclSyntax.self) {
      switch enumDecl.name.text {
      case "Action":
        var attributes: [AttributeSyntax] = []
        if !enumDecl.attributes.contains(attributeNamed: "CasePathable") {
          attributes.append("@CasePathable")
        }
        if !enumDecl.attributes.contains(attributeNamed: "_ResolvedCasePaths") {
          attributes.append("@ComposableArchitecture._ResolvedCasePaths")
        }
        return attributes
      case "State":
        var attributes: [AttributeSyntax] = []
        if !enumDecl.attributes.contains(attributeNamed: "CasePathable") {
          attributes.append("@CasePathable")
        }
        if !enumDecl.attributes.contains(attributeNamed: "_ResolvedCasePaths") {
          attributes.append("@ComposableArchitecture._ResolvedCasePaths")
        }
        if !enumDecl.attributes.contains(attributeNamed: "dynamicMemberLookup") {
          attributes.append("@dynamicMemberLookup")
        }
        return attributes
      default:
        return []
      }
    }

    // A feature's `body` is an instance property; an enum reducer's is static.
    if let property = member.as(VariableDeclSyntax.self),
      property.singleIdentifier?.text == "body",
      property.isStatic == isEnumReducer,
      // A result builder applies only to a computed body.
      property.bindings.first?.accessorBlock != nil,
      !property.attributes.contains(attributeNamed: "ReducerBuilder")
    {
      // The builder takes the types the body is written against, which are the reducer's own
      // unless the body names others (a generic `some Reducer<FavoritingState<ID>, …>`).
      if let (state, action) = property.reducerTypes {
        return ["@ComposableArchitecture.ReducerBuilder<\(state), \(action)>"]
      }
      return ["@ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>"]
    }
    return []
  }
}

extension ReducerMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    // The compiler lists only the protocols the type does not already conform to.
    let missing = Set(protocols.compactMap { $0.trimmedDescription.split(separator: ".").last })
    let wanted: [String]
    if declaration.is(EnumDeclSyntax.self) {
      wanted = ["CaseReducer", "Reducer"]
    } else if declaration.is(StructDeclSyntax.self) {
      wanted = ["Reducer"]
    } else {
      return []
    }
    let conformances = wanted.filter { missing.contains(Substring($0)) }
    guard !conformances.isEmpty else { return [] }
    let list = conformances.map { "ComposableArchitecture.\($0)" }.joined(separator: ", ")
    return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: list) {}")]
  }
}

extension FunctionDeclSyntax {
  /// Whether this is an instance method `reduce(into:action:)`, a primitive reducer's logic: as
  /// upstream recognizes it, synchronous, with an `inout` state and a named effect type.
  var isReduceIntoAction: Bool {
    let parameters = signature.parameterClause.parameters
    return name.text == "reduce"
      && !modifiers.contains { $0.name.tokenKind == .keyword(.static) }
      && parameters.map(\.firstName.text) == ["into", "action"]
      && parameters.first?.type.as(AttributedTypeSyntax.self)?.isInout == true
      && signature.effectSpecifiers == nil
      && signature.returnClause?.type.is(IdentifierTypeSyntax.self) == true
  }

  /// Upstream's warning on a `reduce(into:action:)` method, with a fix-it that moves its
  /// statements into a `body` made of a `Reduce`.
  var reduceMethodDeprecation: Diagnostic {
    let statements = body?.statements.map(\.trimmedDescription).joined(separator: "\n") ?? ""
    let replacement = DeclSyntax(
      """
      var body: some Reducer<State, Action> {
      Reduce { state, action in
      \(raw: statements)
      }
      }
      """
    )
    .with(\.leadingTrivia, leadingTrivia)
    return Diagnostic(
      node: name,
      message: MacroDiagnostic.reduceMethodDeprecated,
      fixIt: .replace(message: MacroFixIt.useBody, oldNode: self, newNode: replacement)
    )
  }
}

extension AttributedTypeSyntax {
  /// Whether the type is marked `inout`.
  var isInout: Bool {
    specifiers.contains {
      $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout)
    }
  }
}
