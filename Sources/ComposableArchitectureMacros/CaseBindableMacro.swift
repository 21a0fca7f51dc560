import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@CaseBindable` (module `SwiftNavigation`): makes an enum case-pathable and gives it an
/// enumeration of bindings, one case per case of the enum, so that a user interface can switch
/// over a binding's current case (`switch $model.destination { case let .detail(text): … }`).
///
/// It writes what `@CasePathable` writes for the enum's cases (`AllCasePaths`, `allCasePaths`),
/// plus `UIBindingEnumeration` and `_$caseBinding(_:)`, and conforms the enum to `CasePathable`,
/// `CasePathIterable` and `CaseBindable`. Cases inside `#if` blocks are left out.
public enum CaseBindableMacro {}

/// A case of the enum the macro is attached to.
private struct BindableCase {
  let name: String
  /// The case's parameters: label (nil when unlabeled) and type.
  let parameters: [(label: String?, type: String)]

  /// The type of the case's value: `Void`, its one parameter's type, or a tuple of them.
  var valueType: String {
    switch self.parameters.count {
    case 0: return "Swift.Void"
    case 1: return self.parameters[0].type
    default:
      let elements = self.parameters.map { parameter in
        parameter.label.map { "\($0): \(parameter.type)" } ?? parameter.type
      }
      return "(\(elements.joined(separator: ", ")))"
    }
  }

  /// `Enum.name(…)` built from `$0`.
  func embed(in enumName: String) -> String {
    switch self.parameters.count {
    case 0:
      return "\(enumName).\(self.name)"
    case 1:
      let label = self.parameters[0].label.map { "\($0): " } ?? ""
      return "\(enumName).\(self.name)(\(label)$0)"
    default:
      let arguments = self.parameters.enumerated().map { index, parameter in
        (parameter.label.map { "\($0): " } ?? "") + "$0.\(index)"
      }
      return "\(enumName).\(self.name)(\(arguments.joined(separator: ", ")))"
    }
  }

  /// The statements extracting the case's value from `$0`.
  var extract: String {
    switch self.parameters.count {
    case 0:
      return "guard case .\(self.name) = $0 else { return nil }\nreturn ()"
    case 1:
      return "guard case let .\(self.name)(v0) = $0 else { return nil }\nreturn v0"
    default:
      let names = self.parameters.indices.map { "v\($0)" }
      return """
        guard case let .\(self.name)(\(names.joined(separator: ", "))) = $0 else { return nil }
        return (\(names.joined(separator: ", ")))
        """
    }
  }
}

private func bindableCases(of enumDecl: EnumDeclSyntax) -> [BindableCase] {
  enumDecl.memberBlock.members
    .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
    .flatMap(\.elements)
    .map { element in
      BindableCase(
        name: element.name.trimmedDescription,
        parameters: (element.parameterClause?.parameters ?? []).map { parameter in
          (
            label: parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text },
            type: parameter.type.trimmedDescription
          )
        }
      )
    }
}

extension CaseBindableMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
      throw DiagnosticsError(
        diagnostics: [Diagnostic(node: node, message: CaseBindableDiagnostic.notAnEnum)]
      )
    }
    let enumName = enumDecl.name.trimmedDescription
    let cases = bindableCases(of: enumDecl)
    let rootCases = cases.map { "case .\($0.name): return \\.\($0.name)" }
    let casePaths = cases.map { bindableCase in
      """
      public var \(bindableCase.name): CasePaths.AnyCasePath<\(enumName), \(bindableCase.valueType)> {
      CasePaths.AnyCasePath<\(enumName), \(bindableCase.valueType)>(
      embed: { \(bindableCase.embed(in: enumName)) },
      extract: {
      \(bindableCase.extract)
      }
      )
      }
      """
    }
    let keyPaths = cases.map { "\\.\($0.name)" }
    let bindingCases = cases.map { bindableCase in
      bindableCase.parameters.isEmpty
        ? "case \(bindableCase.name)"
        : "case \(bindableCase.name)(SwiftNavigation.UIBinding<\(bindableCase.valueType)>)"
    }
    let bindingSwitch = cases.map { bindableCase in
      bindableCase.parameters.isEmpty
        ? "case .\(bindableCase.name): return .\(bindableCase.name)"
        : "case .\(bindableCase.name): return .\(bindableCase.name)(binding._$case(\\.\(bindableCase.name)))"
    }
    let rootSwitch =
      cases.isEmpty
      ? "switch root {\n}"
      : "switch root {\n\(rootCases.joined(separator: "\n"))\n}"
    let caseBindingSwitch =
      cases.isEmpty
      ? "switch binding.wrappedValue {\n}"
      : "switch binding.wrappedValue {\n\(bindingSwitch.joined(separator: "\n"))\n}"
    return [
      """
      public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
      public subscript(root: \(raw: enumName)) -> CasePaths.PartialCaseKeyPath<\(raw: enumName)> {
      \(raw: rootSwitch)
      }
      \(raw: casePaths.joined(separator: "\n"))
      public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<\(raw: enumName)>]> {
      let allCasePaths: [CasePaths.PartialCaseKeyPath<\(raw: enumName)>] = [\(raw: keyPaths.joined(separator: ", "))]
      return allCasePaths.makeIterator()
      }
      }
      """,
      """
      public static var allCasePaths: AllCasePaths { AllCasePaths() }
      """,
      """
      public enum UIBindingEnumeration {
      \(raw: bindingCases.joined(separator: "\n"))
      }
      """,
      """
      public static func _$caseBinding(_ binding: SwiftNavigation.UIBinding<Self>) -> UIBindingEnumeration {
      \(raw: caseBindingSwitch)
      }
      """,
    ]
  }
}

extension CaseBindableMacro: ExtensionMacro {
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
        """
        extension \(type.trimmed): CasePaths.CasePathable, CasePaths.CasePathIterable, \
        SwiftNavigation.CaseBindable {}
        """
      )
    ]
  }
}

private enum CaseBindableDiagnostic: String, DiagnosticMessage {
  case notAnEnum

  var message: String { "'@CaseBindable' can only be applied to enum types" }
  var diagnosticID: MessageID { MessageID(domain: "CaseBindable", id: self.rawValue) }
  var severity: DiagnosticSeverity { .error }
}
