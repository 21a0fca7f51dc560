import SwiftSyntax

extension AttributeListSyntax {
  /// Whether the list holds `@name` or a module-qualified `@Module.name`, with or without
  /// arguments.
  func contains(attributeNamed name: String) -> Bool {
    contains { element in
      guard case let .attribute(attribute) = element else { return false }
      return attribute.simpleName == name
    }
  }

  /// The custom attributes (macros and property wrappers), other than those named in `names`.
  func customAttributes(excluding names: Set<String>) -> [AttributeSyntax] {
    compactMap { element in
      guard case let .attribute(attribute) = element,
        let name = attribute.simpleName,
        !names.contains(name)
      else { return nil }
      return attribute
    }
  }
}

extension AttributeSyntax {
  /// The attribute's last name component: `Presents` for both `@Presents` and
  /// `@ComposableArchitecture.Presents`, `ReducerBuilder` for `@ReducerBuilder<State, Action>`.
  var simpleName: String? {
    if let identifier = attributeName.as(IdentifierTypeSyntax.self) {
      return identifier.name.trimmedDescription
    }
    if let member = attributeName.as(MemberTypeSyntax.self) {
      return member.name.trimmedDescription
    }
    return nil
  }
}

extension VariableDeclSyntax {
  var isStatic: Bool {
    modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
  }

  var isLazy: Bool {
    modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
  }

  var isLet: Bool {
    bindingSpecifier.tokenKind == .keyword(.let)
  }

  /// The name of the single binding of a `var x…` declaration, if it has exactly one.
  var singleIdentifier: TokenSyntax? {
    guard bindings.count == 1,
      let pattern = bindings.first?.pattern.as(IdentifierPatternSyntax.self)
    else { return nil }
    return pattern.identifier
  }

  /// Whether this declares storage: no getter or setter (observers still store a value).
  var isStored: Bool {
    guard !isStatic else { return false }
    return bindings.allSatisfy { binding in
      switch binding.accessorBlock?.accessors {
      case nil:
        return true
      case .getter:
        return false
      case let .accessors(accessors):
        return accessors.allSatisfy {
          [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
        }
      }
    }
  }
}

extension DeclModifierListSyntax {
  /// `public ` or `package ` when the declaration has that access level, so that members generated
  /// for a type are visible wherever the type is; empty otherwise.
  var accessPrefix: String {
    for modifier in self {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open):
        return "public "
      case .keyword(.package):
        return "package "
      default:
        continue
      }
    }
    return ""
  }
}
