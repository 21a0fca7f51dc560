import SwiftDiagnostics
import SwiftSyntax

/// The errors and warnings the library's macros report, each with a stable identifier.
enum MacroDiagnostic: String, DiagnosticMessage {
  case observableStateOnClass
  case observableStateOnUnsupportedType
  case presentsRequiresOptionalType
  case presentsOnUnsupportedDeclaration
  case reducerOnUnsupportedType
  case reducerArgumentsOnStruct
  case trackedOnUnsupportedDeclaration
  case viewActionRequiresStore

  var message: String {
    switch self {
    case .observableStateOnClass:
      return "'@ObservableState' cannot be applied to a class; use '@Observable' from the Observation module"
    case .observableStateOnUnsupportedType:
      return "'@ObservableState' can only be applied to a struct or an enum"
    case .presentsRequiresOptionalType:
      return "'@Presents' requires an explicit optional type, e.g. 'var destination: Destination.State?'"
    case .presentsOnUnsupportedDeclaration:
      return "'@Presents' can only be applied to a single stored 'var' of an '@ObservableState' struct"
    case .reducerOnUnsupportedType:
      return "'@Reducer' can only be applied to a struct (a feature) or an enum (a choice of features)"
    case .reducerArgumentsOnStruct:
      return "'@Reducer(state:action:)' only applies to enum reducers; declare the conformances on the struct's 'State' and 'Action' instead"
    case .trackedOnUnsupportedDeclaration:
      return "'@ObservationStateTracked' can only be applied to a single stored 'var'"
    case .viewActionRequiresStore:
      return "'@ViewAction' requires a 'store' property, e.g. 'let store: StoreOf<Feature>'"
    }
  }

  var diagnosticID: MessageID {
    MessageID(domain: "ComposableArchitectureMacros", id: rawValue)
  }

  var severity: DiagnosticSeverity {
    switch self {
    case .reducerArgumentsOnStruct: return .warning
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
