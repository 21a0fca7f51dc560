import SwiftDiagnostics
import SwiftSyntax

/// The errors and warnings the library's macros report, each with a stable identifier.
enum MacroDiagnostic: DiagnosticMessage {
  case cannotBeUsedInObservableState(String)
  case observableStateOnClass(String)
  case observableStateOnUnsupportedType
  case observationStateIgnoredHasNoEffect
  case observationStateIgnoredOnUnsupportedDeclaration
  case presentsRequiresOptionalType
  case presentsOnUnsupportedDeclaration
  case recordableClientOnUnsupportedType
  case reducerOnUnsupportedType
  case reducerArgumentsOnStruct
  case reduceMethodDeprecated
  case trackedOnUnsupportedDeclaration
  case viewActionRequiresStore

  var message: String {
    switch self {
    case let .cannotBeUsedInObservableState(attribute):
      return "'@\(attribute)' cannot be used in '@ObservableState'"
    case let .observableStateOnClass(name):
      return "'@ObservableState' cannot be applied to class type '\(name)'"
    case .observableStateOnUnsupportedType:
      return "'@ObservableState' can only be applied to a struct or an enum"
    case .observationStateIgnoredHasNoEffect:
      return "'@ObservationStateIgnored' has no effect here: only a stored 'var' is tracked"
    case .observationStateIgnoredOnUnsupportedDeclaration:
      return "'@ObservationStateIgnored' can only be applied to a property"
    case .presentsRequiresOptionalType:
      return "'@Presents' requires an explicit optional type, e.g. 'var destination: Destination.State?'"
    case .presentsOnUnsupportedDeclaration:
      return "'@Presents' can only be applied to a single stored 'var' of an '@ObservableState' struct"
    case .recordableClientOnUnsupportedType:
      return "'@RecordableClient' can only be applied to a struct of endpoints"
    case .reducerOnUnsupportedType:
      return "'@Reducer' can only be applied to a struct (a feature) or an enum (a choice of features)"
    case .reducerArgumentsOnStruct:
      return "Argument passed to call that takes no arguments when applied to a struct"
    case .reduceMethodDeprecated:
      return
        "'reduce(into:action:)' is deprecated: Reducers should be defined using the 'body' property and a 'Reduce'."
    case .trackedOnUnsupportedDeclaration:
      return "'@ObservationStateTracked' can only be applied to a single stored 'var'"
    case .viewActionRequiresStore:
      return "'@ViewAction' requires a 'store' property, e.g. 'let store: StoreOf<Feature>'"
    }
  }

  var diagnosticID: MessageID {
    // The case's name, without its associated value.
    let id = "\(self)".prefix { $0 != "(" }
    return MessageID(domain: "ComposableArchitectureMacros", id: String(id))
  }

  var severity: DiagnosticSeverity {
    switch self {
    case .observationStateIgnoredHasNoEffect, .reduceMethodDeprecated: return .warning
    default: return .error
    }
  }
}

extension MacroDiagnostic {
  /// The diagnostic for `node`, ready to be thrown or emitted.
  func diagnose(at node: some SyntaxProtocol) -> DiagnosticsError {
    DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(node), message: self)])
  }
}

/// The message of a fix-it the library's macros offer.
struct MacroFixIt: FixItMessage {
  let message: String
  let id: String

  var fixItID: MessageID {
    MessageID(domain: "ComposableArchitectureMacros", id: id)
  }

  static func remove(_ attribute: AttributeSyntax) -> Self {
    Self(message: "Remove '@\(attribute.attributeName.trimmedDescription)'", id: "removeAttribute")
  }

  static let useBody = Self(message: "Use 'body' instead", id: "useBody")

  static func use(_ attribute: String) -> Self {
    Self(message: "Use '@\(attribute)' instead", id: "use\(attribute)")
  }
}

extension FixIt {
  /// Removes `attribute` from `declaration`, keeping the declaration's indentation.
  static func removing(_ attribute: AttributeSyntax, from declaration: some DeclSyntaxProtocol) -> FixIt? {
    guard var edited = declaration.asProtocol(WithAttributesSyntax.self) else { return nil }
    let kept: [AttributeListSyntax.Element] = edited.attributes.filter { element in
      guard case let .attribute(other) = element else { return true }
      return other.trimmedDescription != attribute.trimmedDescription
    }
    edited.attributes = AttributeListSyntax(kept)
    edited.leadingTrivia = declaration.leadingTrivia
    return FixIt(
      message: MacroFixIt.remove(attribute),
      changes: [.replace(oldNode: Syntax(declaration), newNode: Syntax(fromProtocol: edited))]
    )
  }
}
