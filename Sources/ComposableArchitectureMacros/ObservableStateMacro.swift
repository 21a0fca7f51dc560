import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservableState`: makes a feature's state observable field by field.
///
/// On a struct it stores an `ObservationStateRegistrar`, marks every stored `var` with
/// `@ObservationStateTracked`, and conforms the struct to `ObservableState`, `Observable` and
/// `CustomReflectable` (so that dumps and diffs show the declared fields, not their storage).
/// On an enum it derives the enum's identity from its case and the case's payload.
public enum ObservableStateMacro {}

extension ObservableStateMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return enumMembers(of: enumDecl)
    }
    guard declaration.is(StructDeclSyntax.self) else {
      if let classDecl = declaration.as(ClassDeclSyntax.self) {
        throw MacroDiagnostic.observableStateOnClass(classDecl.name.text).diagnose(at: node)
      }
      throw MacroDiagnostic.observableStateOnUnsupportedType.diagnose(at: node)
    }
    return [
      """
      @ObservationStateIgnored
      var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
      """,
      """
      public var _$id: ComposableArchitecture.ObservableStateID {
        _$observationRegistrar.id
      }
      """,
      """
      public mutating func _$willModify() {
        _$observationRegistrar._$willModify()
      }
      """,
      """
      public mutating func _$willModifyInPlace() -> ComposableArchitecture.ObservableStateID? {
        _$observationRegistrar._$willModifyInPlace()
      }
      """,
      """
      public mutating func _$didModifyInPlace(restoring id: ComposableArchitecture.ObservableStateID) {
        _$observationRegistrar._$didModifyInPlace(restoring: id)
      }
      """,
      storageKeyPathMember(of: declaration),
      """
      public func _$notifyObservers<Member>(of keyPath: KeyPath<Self, Member>) {
        _$observationRegistrar.notify(self, keyPath: keyPath)
      }
      """,
    ]
  }

  /// Maps each tracked field's key path to its storage, so that reducers scoping into a field can
  /// mutate it in place.
  static func storageKeyPathMember(of declaration: some DeclGroupSyntax) -> DeclSyntax {
    var mappings: [String] = []
    for member in declaration.memberBlock.members {
      guard let property = member.decl.as(VariableDeclSyntax.self),
        let name = property.singleIdentifier?.trimmed.text
      else { continue }
      if isTrackable(property) {
        mappings.append("if keyPath == \\Self.\(name) { return \\Self._\(name) }")
      }
    }
    return """
      public static func _$storageKeyPath(for keyPath: AnyKeyPath) -> AnyKeyPath? {
        \(raw: (mappings + ["return nil"]).joined(separator: "\n"))
      }
      """
  }

  /// An enum's identity is its case's: the payload's identity (or, when the payload is not
  /// observable state, none) tagged with the case's position.
  static func enumMembers(of enumDecl: EnumDeclSyntax) -> [DeclSyntax] {
    let cases = enumDecl.memberBlock.members
      .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
      .flatMap(\.elements)

    var idCases: [String] = []
    var willModifyCases: [String] = []
    for (tag, element) in cases.enumerated() {
      let name = element.name.text
      switch element.parameterClause?.parameters.count ?? 0 {
      case 0:
        idCases.append(
          "case .\(name):\n  return ComposableArchitecture.ObservableStateID._$inert._$tag(\(tag))"
        )
        willModifyCases.append("case .\(name):\n  break")
      case 1:
        idCases.append(
          """
          case let .\(name)(state):
            return ComposableArchitecture.ObservableStateID._$id(for: state)._$tag(\(tag))
          """
        )
        let label = element.parameterClause?.parameters.first?.firstName
          .flatMap { $0.tokenKind == .wildcard ? nil : "\($0.text): " } ?? ""
        willModifyCases.append(
          """
          case var .\(name)(state):
            ComposableArchitecture._$willModify(&state)
            self = .\(name)(\(label)state)
          """
        )
      default:
        // Several values are not one observable state: the identity names the case only.
        idCases.append(
          "case .\(name):\n  return ComposableArchitecture.ObservableStateID._$inert._$tag(\(tag))"
        )
        willModifyCases.append("case .\(name):\n  break")
      }
    }

    let idBody =
      cases.isEmpty
      ? "ComposableArchitecture.ObservableStateID._$inert"
      : "switch self {\n\(idCases.joined(separator: "\n"))\n}"
    let willModifyBody =
      cases.isEmpty ? "" : "switch self {\n\(willModifyCases.joined(separator: "\n"))\n}"
    return [
      """
      public var _$id: ComposableArchitecture.ObservableStateID {
      \(raw: idBody)
      }
      """,
      """
      public mutating func _$willModify() {
      \(raw: willModifyBody)
      }
      """,
    ]
  }
}

extension ObservableStateMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    if let property = member.as(VariableDeclSyntax.self) {
      PresentsMacro.diagnoseRenamedAttributes(on: property, in: context)
    }
    guard declaration.is(StructDeclSyntax.self),
      let property = member.as(VariableDeclSyntax.self),
      isTrackable(property)
    else { return [] }
    return ["@ObservationStateTracked"]
  }

  /// A stored `var` is tracked unless it is ignored, presented, or wrapped by some other
  /// attribute (a property wrapper manages its own storage, which an accessor cannot replace).
  static func isTrackable(_ property: VariableDeclSyntax) -> Bool {
    !property.isLet
      && !property.isLazy
      && property.isStored
      && property.singleIdentifier != nil
      && property.bindings.first?.accessorBlock == nil
      && property.attributes.customAttributes(excluding: ["available"]).isEmpty
  }
}

extension ObservableStateMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else {
      return []
    }
    // The compiler lists only the protocols the type does not already conform to.
    let missing = Set(protocols.compactMap { $0.trimmedDescription.split(separator: ".").last })
    var extensions: [ExtensionDeclSyntax] = []
    let conformances = [
      ("ObservableState", "ComposableArchitecture.ObservableState"),
      ("Observable", "Observation.Observable"),
    ]
    .filter { missing.contains(Substring($0.0)) }
    .map(\.1)
    if !conformances.isEmpty {
      extensions.append(
        try ExtensionDeclSyntax(
          "extension \(type.trimmed): \(raw: conformances.joined(separator: ", ")) {}"
        )
      )
    }
    if let structDecl = declaration.as(StructDeclSyntax.self),
      missing.contains("CustomReflectable"),
      !declaresMember(named: "customMirror", in: structDecl)
    {
      extensions.append(try reflectionExtension(for: structDecl, type: type))
    }
    return extensions
  }

  static func declaresMember(named name: String, in structDecl: StructDeclSyntax) -> Bool {
    structDecl.memberBlock.members.contains { member in
      member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
      } ?? false
    }
  }

  /// A mirror listing the fields as declared, in order, so that `customDump`, `diff` and `print`
  /// show `count: 0` rather than the `_count` storage and the registrar.
  static func reflectionExtension(
    for structDecl: StructDeclSyntax,
    type: some TypeSyntaxProtocol
  ) throws -> ExtensionDeclSyntax {
    var children: [String] = []
    for member in structDecl.memberBlock.members {
      // A lazy property cannot be read without mutating, so a mirror cannot show it.
      guard let property = member.decl.as(VariableDeclSyntax.self),
        property.isStored, !property.isLazy
      else { continue }
      for binding in property.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          !name.hasPrefix("_$")
        else { continue }
        // Tracked and presented fields are read from their storage, so that dumping a state does
        // not register observation accesses; every other field is read as declared.
        let source: String
        var label = name
        if isTrackable(property)
          || property.attributes.contains(attributeNamed: "ObservationStateTracked")
        {
          source = "self._\(name)"
        } else if property.attributes.contains(attributeNamed: "Presents") {
          source = "self._\(name).wrappedValue"
        } else if property.attributes.contains(attributeNamed: "Shared")
          || property.attributes.contains(attributeNamed: "SharedReader")
        {
          // A shared value is shown as itself (it dumps as its value), so that a test store's
          // diff can show the value the test expects beside the actual one; it is named after its
          // storage (`_count`), as a plain mirror of the state names it.
          source = "self._\(name)"
          label = "_\(name)"
        } else {
          source = "self.\(name)"
        }
        children.append("\"\(label)\": \(source) as Any")
      }
    }
    let list = children.isEmpty ? "[:]" : "[\n\(children.joined(separator: ",\n"))\n]"
    return try ExtensionDeclSyntax(
      """
      extension \(type.trimmed): Swift.CustomReflectable {
        public var customMirror: Swift.Mirror {
          Swift.Mirror(
            self,
            children: \(raw: list),
            displayStyle: .struct
          )
        }
      }
      """
    )
  }
}
