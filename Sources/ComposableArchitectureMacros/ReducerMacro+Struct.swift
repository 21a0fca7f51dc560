import SwiftSyntax

/// The members `@Reducer` generates for a feature struct that leaves some out, so that
/// `@Reducer struct Feature {}` is a complete (if inert) feature:
///
/// - no `State`: an empty `@ObservableState` struct that is `Codable`, `Equatable`, `Hashable`
///   and `Sendable`, as upstream's, so that a parent holding it keeps those conformances;
/// - no `Action`: an empty case-pathable enum that is `Equatable`, `Hashable` and `Sendable`;
/// - neither `body` nor `reduce(into:action:)`: a `body` that is an `EmptyReducer`.
///
/// A `State` or `Action` declared in any form (struct, enum, class, type alias) is the user's.
struct StructReducer {
  let structDecl: StructDeclSyntax
  let access: String

  init(_ structDecl: StructDeclSyntax) {
    self.structDecl = structDecl
    self.access = structDecl.modifiers.accessPrefix
  }

  func members() -> [DeclSyntax] {
    var members: [DeclSyntax] = []
    if !structDecl.memberBlock.declaresType(named: "State") {
      members.append(
        """
        @ComposableArchitecture.ObservableState
        \(raw: access)struct State: Codable, Equatable, Hashable, Sendable {
        \(raw: access)init() {}
        }
        """
      )
    }
    if !structDecl.memberBlock.declaresType(named: "Action") {
      members.append(
        """
        @CasePathable
        @ComposableArchitecture._ResolvedCasePaths
        \(raw: access)enum Action: Equatable, Hashable, Sendable {
        }
        """
      )
    }
    if !declaresBody {
      members.append(
        """
        \(raw: access)var body: ComposableArchitecture.EmptyReducer<Self.State, Self.Action> {
        ComposableArchitecture.EmptyReducer()
        }
        """
      )
    }
    return members
  }

  /// Whether the struct has a `body` or, as a primitive reducer, a `reduce(into:action:)`.
  var declaresBody: Bool {
    structDecl.memberBlock.members.contains { member in
      if let property = member.decl.as(VariableDeclSyntax.self) {
        return !property.isStatic && property.singleIdentifier?.text == "body"
      }
      if let function = member.decl.as(FunctionDeclSyntax.self) {
        return function.name.text == "reduce"
          && function.signature.parameterClause.parameters.map(\.firstName.text)
            == ["into", "action"]
      }
      return false
    }
  }
}

extension MemberBlockSyntax {
  /// Whether the block declares a nested type or a type alias named `name`.
  func declaresType(named name: String) -> Bool {
    members.contains { member in
      let decl = member.decl
      let declared =
        decl.as(StructDeclSyntax.self)?.name
        ?? decl.as(EnumDeclSyntax.self)?.name
        ?? decl.as(ClassDeclSyntax.self)?.name
        ?? decl.as(ActorDeclSyntax.self)?.name
        ?? decl.as(TypeAliasDeclSyntax.self)?.name
      return declared?.text == name
    }
  }
}
