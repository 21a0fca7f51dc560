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
    // A body written against named types (`some Reducer<Int, Action>`, a stored
    // `let body = EmptyReducer<Int, Int>()`) says what `State` and `Action` are: generating them
    // would shadow the types it names.
    if structDecl.bodyProperty.map(\.hasExplicitReducerType) == true {
      return members
    }
    // The generated types declare every conformance themselves, so that the macros on them
    // (`@ObservableState`, `@CasePathable`) add no extensions: Swift 6.3.1 crashes (signal 11)
    // type-checking a file in which enough extensions are generated for nested types while
    // another declaration is being checked (a destination enum above its feature, two enums
    // sharing a feature, a feature in a private namespace).
    if !structDecl.memberBlock.declaresType(named: "State") {
      members.append(
        """
        @ComposableArchitecture.ObservableState
        \(raw: access)struct State: Codable, Equatable, Hashable, Sendable, \
        ComposableArchitecture.ObservableState, Observation.Observable, Swift.CustomReflectable {
        \(raw: access)init() {}
        \(raw: access)var customMirror: Swift.Mirror {
        Swift.Mirror(self, children: [:], displayStyle: .struct)
        }
        }
        """
      )
    }
    if !structDecl.memberBlock.declaresType(named: "Action") {
      members.append(
        """
        @CasePathable
        @ComposableArchitecture._ResolvedCasePaths
        \(raw: access)enum Action: Equatable, Hashable, Sendable, \
        CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._ResolvedCasePathable {
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
        return function.isReduceIntoAction
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

extension StructDeclSyntax {
  /// The feature's instance `body` property, if it declares one.
  var bodyProperty: VariableDeclSyntax? {
    memberBlock.members.lazy
      .compactMap { $0.decl.as(VariableDeclSyntax.self) }
      .first { !$0.isStatic && $0.singleIdentifier?.text == "body" }
  }
}

extension VariableDeclSyntax {
  /// The `State` and `Action` types a reducer `body`'s annotation names: `A` and `B` for
  /// `some Reducer<A, B>`, `X.State` and `X.Action` for `some ReducerOf<X>`; `nil` without an
  /// annotation of either form.
  var reducerTypes: (state: TypeSyntax, action: TypeSyntax)? {
    guard var type = bindings.first?.typeAnnotation?.type else { return nil }
    if let opaque = type.as(SomeOrAnyTypeSyntax.self) {
      type = opaque.constraint
    }
    let component: (name: String, arguments: [TypeSyntax])?
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      component = (
        identifier.name.text,
        identifier.genericArgumentClause?.arguments.compactMap { $0.argument.as(TypeSyntax.self) }
          ?? []
      )
    } else if let member = type.as(MemberTypeSyntax.self),
      member.baseType.trimmedDescription == "ComposableArchitecture"
    {
      component = (
        member.name.text,
        member.genericArgumentClause?.arguments.compactMap { $0.argument.as(TypeSyntax.self) }
          ?? []
      )
    } else {
      component = nil
    }
    guard let component else { return nil }
    switch (component.name, component.arguments.count) {
    case ("Reducer", 2):
      return (component.arguments[0].trimmed, component.arguments[1].trimmed)
    case ("ReducerOf", 1):
      let base = component.arguments[0].trimmed
      return ("\(base).State", "\(base).Action")
    default:
      return nil
    }
  }

  /// Whether a feature's `body` fixes its own types rather than taking the feature's `State` and
  /// `Action`: a stored body, or one whose annotation names types other than `Self.State` and
  /// `Self.Action` (a bare `State` in the annotation may name a type declared elsewhere).
  var hasExplicitReducerType: Bool {
    guard bindings.first?.accessorBlock != nil else { return true }
    guard let types = reducerTypes else { return false }
    return types.state.trimmedDescription != "Self.State"
      || types.action.trimmedDescription != "Self.Action"
  }
}
