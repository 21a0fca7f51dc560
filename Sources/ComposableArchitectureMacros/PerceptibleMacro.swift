import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Perceptible` (module `Perception`): makes a class `Perceptible` and `Observable`.
///
/// It stores a `PerceptionRegistrar`, gives the class the `access(keyPath:)` and
/// `withMutation(keyPath:_:)` that `@PerceptionTracked` properties call, marks every stored `var`
/// `@PerceptionTracked` unless it is `@PerceptionIgnored`, and adds both conformances. The
/// generated members are `nonisolated`, so a main-actor class can be tracked from anywhere.
public enum PerceptibleMacro {}

extension PerceptibleMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let classDecl = declaration.as(ClassDeclSyntax.self) else {
      throw DiagnosticsError(
        diagnostics: [
          Diagnostic(node: node, message: PerceptibleDiagnostic(declaration: declaration))
        ]
      )
    }
    let type = classDecl.name.trimmed
    return [
      """
      @PerceptionIgnored private let _$perceptionRegistrar = Perception.PerceptionRegistrar()
      """,
      """
      internal nonisolated func access<Member>(keyPath: KeyPath<\(type), Member>) {
        _$perceptionRegistrar.access(self, keyPath: keyPath)
      }
      """,
      """
      internal nonisolated func withMutation<Member, MutationResult>(
        keyPath: KeyPath<\(type), Member>,
        _ mutation: () throws -> MutationResult
      ) rethrows -> MutationResult {
        try _$perceptionRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
      }
      """,
      """
      private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
        true
      }
      """,
      """
      private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool {
        lhs != rhs
      }
      """,
      """
      private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
        lhs !== rhs
      }
      """,
      """
      private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
        lhs != rhs
      }
      """,
    ]
  }
}

extension PerceptibleMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(ClassDeclSyntax.self),
      let property = member.as(VariableDeclSyntax.self),
      PerceptionTrackedMacro.isTrackable(property),
      !property.attributes.contains(attributeNamed: "PerceptionIgnored"),
      !property.attributes.contains(attributeNamed: "ObservationIgnored"),
      !property.attributes.contains(attributeNamed: "PerceptionTracked")
    else { return [] }
    return ["@PerceptionTracked"]
  }
}

extension PerceptibleMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(ClassDeclSyntax.self) else { return [] }
    // The compiler lists only the protocols the type does not already conform to.
    let missing = Set(protocols.compactMap { $0.trimmedDescription.split(separator: ".").last })
    let conformances = [
      ("Perceptible", "nonisolated Perception.Perceptible"),
      ("Observable", "nonisolated Observation.Observable"),
    ]
    .filter { missing.contains(Substring($0.0)) }
    .map(\.1)
    guard !conformances.isEmpty else { return [] }
    return [
      try ExtensionDeclSyntax(
        "extension \(type.trimmed): \(raw: conformances.joined(separator: ", ")) {}"
      )
    ]
  }
}

/// `'@Perceptible' cannot be applied to struct type 'Model'`, as swift-perception words it.
struct PerceptibleDiagnostic: DiagnosticMessage {
  let declaration: any DeclGroupSyntax

  var message: String {
    let kind: String
    let name: String
    if let decl = declaration.as(StructDeclSyntax.self) {
      (kind, name) = ("struct", decl.name.text)
    } else if let decl = declaration.as(EnumDeclSyntax.self) {
      (kind, name) = ("enumeration", decl.name.text)
    } else if let decl = declaration.as(ActorDeclSyntax.self) {
      (kind, name) = ("actor", decl.name.text)
    } else if let decl = declaration.as(ProtocolDeclSyntax.self) {
      (kind, name) = ("protocol", decl.name.text)
    } else {
      return "'@Perceptible' can only be applied to a class"
    }
    return "'@Perceptible' cannot be applied to \(kind) type '\(name)'"
  }

  var diagnosticID: MessageID {
    MessageID(domain: "ComposableArchitectureMacros", id: "perceptibleOnNonClass")
  }

  var severity: DiagnosticSeverity { .error }
}
