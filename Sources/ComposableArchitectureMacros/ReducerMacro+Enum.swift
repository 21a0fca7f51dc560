import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// The members `@Reducer` generates for an enum of features, such as
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case add(SyncUpForm)
///   case alert(AlertState<Alert>)
///   @ReducerCaseIgnored case meeting(Meeting)
/// }
/// ```
///
/// A case holding a reducer contributes its `State` and `Action` and is scoped in `body`; an
/// ephemeral case (`AlertState`, `ConfirmationDialogState`, or `@ReducerCaseEphemeral`) holds its
/// state as is and its action is the state's action; an ignored case, a case with several values
/// and a case without payload only hold state.
struct EnumReducer {
  enum Kind {
    /// A feature, with the reducer to run if the case gives one (`case feature(Feature =
    /// Feature(context: "x"))`).
    case reducer(TypeSyntax, defaultValue: ExprSyntax?)
    case ephemeral(state: TypeSyntax, action: TypeSyntax)
    /// Plain state, as declared: the case's whole parameter list.
    case ignored(EnumCaseParameterClauseSyntax)
    case plain
  }

  struct Case {
    let name: String
    let kind: Kind
    /// For an ignored case of one value, the payload of the same-named case of an `Action` the
    /// enum declares itself (`@ReducerCaseIgnored case alert(AlertState<Alert>)` beside
    /// `enum Action { case alert(Alert) }`): its `CaseScope` then holds a store of the two.
    var explicitAction: TypeSyntax? = nil
  }

  let enumDecl: EnumDeclSyntax
  let cases: [Case]
  let stateConformances: [String]
  let actionConformances: [String]
  let access: String

  init(_ enumDecl: EnumDeclSyntax, attribute: AttributeSyntax) {
    self.enumDecl = enumDecl
    self.access = enumDecl.modifiers.accessPrefix
    (stateConformances, actionConformances) = Self.synthesizedConformances(of: attribute)

    var cases: [Case] = []
    for member in enumDecl.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      let isIgnored = caseDecl.attributes.contains(attributeNamed: "ReducerCaseIgnored")
      let isEphemeral = caseDecl.attributes.contains(attributeNamed: "ReducerCaseEphemeral")
      for element in caseDecl.elements {
        let name = element.name.trimmedDescription
        guard let clause = element.parameterClause?.trimmed, !clause.parameters.isEmpty else {
          cases.append(Case(name: name, kind: .plain))
          continue
        }
        guard !isIgnored, clause.parameters.count == 1, let parameter = clause.parameters.first
        else {
          cases.append(Case(name: name, kind: .ignored(clause)))
          continue
        }
        let type = parameter.type.trimmed
        if let action = Self.ephemeralAction(of: type, isMarked: isEphemeral) {
          cases.append(Case(name: name, kind: .ephemeral(state: type, action: action)))
        } else {
          let defaultValue = parameter.defaultValue?.value.trimmed
          cases.append(Case(name: name, kind: .reducer(type, defaultValue: defaultValue)))
        }
      }
    }
    let actionCases = Self.declaredActionPayloads(in: enumDecl)
    self.cases = cases.map { reducerCase in
      guard case let .ignored(clause) = reducerCase.kind, clause.parameters.count == 1,
        let action = actionCases[reducerCase.name]
      else { return reducerCase }
      var resolved = reducerCase
      resolved.explicitAction = action
      return resolved
    }
  }

  /// The payload type of each one-value case of an `Action` enum the enum declares itself.
  static func declaredActionPayloads(in enumDecl: EnumDeclSyntax) -> [String: TypeSyntax] {
    let action = enumDecl.memberBlock.members.lazy
      .compactMap { $0.decl.as(EnumDeclSyntax.self) }
      .first { $0.name.text == "Action" }
    var payloads: [String: TypeSyntax] = [:]
    for member in action?.memberBlock.members ?? [] {
      for element in member.decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] {
        guard let parameters = element.parameterClause?.parameters, parameters.count == 1,
          let parameter = parameters.first
        else { continue }
        payloads[element.name.trimmedDescription] = parameter.type.trimmed
      }
    }
    return payloads
  }

  /// The action of an ephemeral state: `X` for `AlertState<X>` and `ConfirmationDialogState<X>`,
  /// `T.Action` for a type marked `@ReducerCaseEphemeral`; `nil` if the type is not ephemeral.
  static func ephemeralAction(of type: TypeSyntax, isMarked: Bool) -> TypeSyntax? {
    let lastComponent: (name: String, arguments: GenericArgumentClauseSyntax?)?
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      lastComponent = (identifier.name.text, identifier.genericArgumentClause)
    } else if let member = type.as(MemberTypeSyntax.self) {
      lastComponent = (member.name.text, member.genericArgumentClause)
    } else {
      lastComponent = nil
    }
    if let lastComponent,
      ["AlertState", "ConfirmationDialogState"].contains(lastComponent.name),
      let arguments = lastComponent.arguments?.arguments,
      arguments.count == 1,
      let action = arguments.first?.argument.as(TypeSyntax.self)
    {
      return action.trimmed
    }
    return isMarked ? "\(type).Action" : nil
  }

  /// The conformances requested by `@Reducer(state: .equatable, …, action: .equatable, …)`.
  static func synthesizedConformances(
    of attribute: AttributeSyntax
  ) -> (state: [String], action: [String]) {
    guard case let .argumentList(arguments) = attribute.arguments else { return ([], []) }
    var state: [String] = []
    var action: [String] = []
    var current: String?
    for argument in arguments {
      if let label = argument.label?.text {
        current = label
      }
      guard let member = argument.expression.as(MemberAccessExprSyntax.self) else { continue }
      let name = member.declName.baseName.text
      let conformance = name.prefix(1).uppercased() + name.dropFirst()
      switch current {
      case "state": state.append(conformance)
      case "action": action.append(conformance)
      default: break
      }
    }
    return (state, action)
  }

  var reducerCases: [(name: String, type: TypeSyntax, defaultValue: ExprSyntax?)] {
    cases.compactMap {
      if case let .reducer(type, defaultValue) = $0.kind { return ($0.name, type, defaultValue) }
      return nil
    }
  }

  /// The generated members, less those the enum declares itself (a hand-written `State`,
  /// `Action`, static `body`, `CaseScope` or `scope(_:)`), which are the user's to keep.
  ///
  /// The compiler does not infer `Body` from a static `body` (it settles on the `Never` body of
  /// primitive reducers), so `Body` is always named: the type of a hand-written `body` when it
  /// has one, and `Reduce` around it when it is opaque (`static var body: some ReducerOf<Self>`).
  /// `CaseReducer` runs the reducer through `_$body`, of type `Body`.
  func members() throws -> [DeclSyntax] {
    let declared = enumDecl.memberBlock
    var members: [DeclSyntax] = []
    if !declared.declaresType(named: "State") { members.append(state) }
    if !declared.declaresType(named: "Action") { members.append(action) }
    if let staticBody {
      let type = staticBody.bindings.first?.typeAnnotation?.type
      if let type, !type.is(SomeOrAnyTypeSyntax.self) {
        if !declared.declaresType(named: "Body") {
          members.append("\(raw: access)typealias Body = \(type.trimmed)")
        }
        members.append(caseBody(wrappingBody: false))
      } else {
        if !declared.declaresType(named: "Body") {
          members.append("\(raw: access)typealias Body = ComposableArchitecture.Reduce<State, Action>")
        }
        members.append(caseBody(wrappingBody: true))
      }
    } else {
      members.append(body)
      members.append(caseBody(wrappingBody: false))
    }
    if !declared.declaresType(named: "CaseScope") { members.append(caseScope) }
    if !declaresScope { members.append(scope) }
    return members
  }

  /// The `CaseReducer` requirement: the static `body` as a `Body`, wrapped in `Reduce` when its
  /// own type cannot be named.
  func caseBody(wrappingBody: Bool) -> DeclSyntax {
    let value = wrappingBody ? "ComposableArchitecture.Reduce(Self.body)" : "Self.body"
    return """
      \(raw: access)static var _$body: Body {
      \(raw: value)
      }
      """
  }

  /// The enum's own `static var body`, if it declares one.
  var staticBody: VariableDeclSyntax? {
    enumDecl.memberBlock.members.lazy
      .compactMap { $0.decl.as(VariableDeclSyntax.self) }
      .first { $0.isStatic && $0.singleIdentifier?.text == "body" }
  }

  var declaresScope: Bool {
    enumDecl.memberBlock.members.contains {
      guard let function = $0.decl.as(FunctionDeclSyntax.self) else { return false }
      return function.name.text == "scope"
        && function.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
    }
  }

  var state: DeclSyntax {
    let caseLines = cases.map { reducerCase in
      switch reducerCase.kind {
      case let .reducer(type, _): return "case \(reducerCase.name)(\(type).State)"
      case let .ephemeral(type, _): return "case \(reducerCase.name)(\(type))"
      case let .ignored(clause): return "case \(reducerCase.name)\(clause)"
      case .plain: return "case \(reducerCase.name)"
      }
    }
    // Every conformance is declared here, so that the macros on the enum add no extensions (see
    // `StructReducer.members()` for the compiler crash that avoids).
    let inheritance = (
      ["ComposableArchitecture.CaseReducerState"] + stateConformances + Self.caseEnumConformances
        + ["ComposableArchitecture.ObservableState", "Observation.Observable"]
    )
    .joined(separator: ", ")
    return """
      @CasePathable
      @ComposableArchitecture._ResolvedCasePaths
      @dynamicMemberLookup
      @ObservableState
      \(raw: access)enum State: \(raw: inheritance) {
      \(raw: access)typealias StateReducer = \(enumDecl.name.trimmed)
      \(raw: caseLines.joined(separator: "\n"))
      }
      """
  }

  /// The conformances `@CasePathable` and `@_ResolvedCasePaths` would otherwise add in
  /// extensions.
  static let caseEnumConformances = [
    "CasePaths.CasePathable", "CasePaths.CasePathIterable",
    "ComposableArchitecture._ResolvedCasePathable",
  ]

  var action: DeclSyntax {
    let caseLines = cases.compactMap { reducerCase -> String? in
      switch reducerCase.kind {
      case let .reducer(type, _): return "case \(reducerCase.name)(\(type).Action)"
      case let .ephemeral(_, action): return "case \(reducerCase.name)(\(action))"
      case .ignored, .plain: return nil
      }
    }
    let inheritance = ": " + (actionConformances + Self.caseEnumConformances)
      .joined(separator: ", ")
    return """
      @CasePathable
      @ComposableArchitecture._ResolvedCasePaths
      \(raw: access)enum Action\(raw: inheritance) {
      \(raw: caseLines.joined(separator: "\n"))
      }
      """
  }

  var body: DeclSyntax {
    let scopes = reducerCases.map { name, type, defaultValue in
      """
      ComposableArchitecture.Scope(state: \\Self.State.Cases.\(name), action: \\Self.Action.Cases.\(name)) {
        \(defaultValue.map { "\($0)" } ?? "\(type)()")
      }
      """
    }
    let content: String
    switch scopes.count {
    case 0:
      content = "ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()"
    case 1:
      content = scopes[0]
    default:
      content = "ComposableArchitecture.CombineReducers {\n\(scopes.map { indented($0) }.joined(separator: "\n"))\n}"
    }
    // `Body` is named explicitly: left to inference, the compiler settles on the `Never` body of
    // primitive reducers instead of looking at the static `body`.
    return """
      \(raw: access)typealias Body = ComposableArchitecture.Reduce<State, Action>

      @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
      \(raw: access)static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
      \(raw: indented("ComposableArchitecture.Reduce(\n\(indented(content))\n)"))
      }
      """
  }

  /// `text` indented by one level, for generated code nested in generated code.
  func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { "  \($0)" }
      .joined(separator: "\n")
  }

  /// The case a view switches over, and reaches with trailing dot syntax from a binding to an
  /// optional store (`$store.scope(state: \.$destination, action: \.destination).edit`): it
  /// conforms to `CasePathable` with a case path per case of one value (or none).
  var caseScope: DeclSyntax {
    let members = cases.map { reducerCase -> (line: String, payload: String?) in
      let name = reducerCase.name
      switch reducerCase.kind {
      case let .reducer(type, _):
        let store = "ComposableArchitecture.StoreOf<\(type)>"
        return ("case \(name)(\(store))", store)
      case let .ephemeral(type, _):
        return ("case \(name)(\(type))", "\(type)")
      case let .ignored(clause):
        if let action = reducerCase.explicitAction, let state = clause.parameters.first?.type {
          let store = "ComposableArchitecture.Store<\(state.trimmed), \(action)>"
          return ("case \(name)(\(store))", store)
        }
        let payload = clause.parameters.count == 1 ? clause.parameters.first.map { "\($0.type.trimmed)" } : nil
        return ("case \(name)\(clause)", payload)
      case .plain:
        return ("case \(name)", "Void")
      }
    }
    let casePaths = zip(cases, members).compactMap { reducerCase, member -> String? in
      guard let payload = member.payload else { return nil }
      let name = reducerCase.name
      let embed = payload == "Void" ? "{ CaseScope.\(name) }" : "CaseScope.\(name)"
      let extract =
        payload == "Void"
        ? "{ guard case .\(name) = $0 else { return nil }; return () }"
        : "{ guard case let .\(name)(v0) = $0 else { return nil }; return v0 }"
      return """
        \(access)var \(name): CasePaths.AnyCasePath<CaseScope, \(payload)> {
          CasePaths.AnyCasePath(embed: \(embed), extract: \(extract))
        }
        """
    }
    return """
      @dynamicMemberLookup
      \(raw: access)enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
      \(raw: members.map(\.line).joined(separator: "\n"))
      \(raw: access)struct AllCasePaths {
      \(raw: casePaths.joined(separator: "\n"))
      }
      \(raw: access)static var allCasePaths: AllCasePaths { AllCasePaths() }
      }
      """
  }

  var scope: DeclSyntax {
    let caseLines = cases.map { reducerCase in
      let name = reducerCase.name
      switch reducerCase.kind {
      case .reducer:
        return "case .\(name):\n  return .\(name)(store.scope(state: \\.\(name), action: \\.\(name))!)"
      case .ephemeral:
        return "case let .\(name)(v0):\n  return .\(name)(v0)"
      case .ignored where reducerCase.explicitAction != nil:
        return "case .\(name):\n  return .\(name)(store.scope(state: \\.\(name), action: \\.\(name))!)"
      case let .ignored(clause):
        let values = (0..<clause.parameters.count).map { "v\($0)" }
        let arguments = zip(clause.parameters, values).map { parameter, value in
          guard let label = parameter.firstName, label.tokenKind != .wildcard else { return value }
          return "\(label.text): \(value)"
        }
        return """
          case let .\(name)(\(values.joined(separator: ", "))):
            return .\(name)(\(arguments.joined(separator: ", ")))
          """
      case .plain:
        return "case .\(name):\n  return .\(name)"
      }
    }
    return """
      @MainActor
      \(raw: access)static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
      switch store.state {
      \(raw: caseLines.joined(separator: "\n"))
      }
      }
      """
  }
}
