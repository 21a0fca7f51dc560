import SwiftSyntax
import SwiftSyntaxMacros

/// `@PerceptionTracked` (module `Perception`): turns a stored `var` of a `@Perceptible` class
/// into a computed property over private `_name` storage that reports reads to the class's
/// registrar and writes as mutations (an assignment of an equal value, or of the same object, is
/// not a change).
public enum PerceptionTrackedMacro {
  /// A stored, single-binding `var` without accessors or attributes of its own is tracked.
  static func isTrackable(_ property: VariableDeclSyntax) -> Bool {
    !property.isLet
      && !property.isLazy
      && property.isStored
      && property.singleIdentifier != nil
      && property.bindings.first?.accessorBlock == nil
      && property.attributes.customAttributes(excluding: ["available", "PerceptionTracked"])
        .isEmpty
  }
}

extension PerceptionTrackedMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self),
      isTrackable(property),
      let name = property.singleIdentifier?.trimmed
    else { return [] }
    return [
      """
      @storageRestrictions(initializes: _\(name))
      init(initialValue) {
        _\(name) = initialValue
      }
      """,
      """
      get {
        access(keyPath: \\.\(name))
        return _\(name)
      }
      """,
      """
      set {
        guard shouldNotifyObservers(_\(name), newValue) else {
          _\(name) = newValue
          return
        }
        withMutation(keyPath: \\.\(name)) {
          _\(name) = newValue
        }
      }
      """,
      """
      _modify {
        access(keyPath: \\.\(name))
        _$perceptionRegistrar.willSet(self, keyPath: \\.\(name))
        defer {
          _$perceptionRegistrar.didSet(self, keyPath: \\.\(name))
        }
        yield &_\(name)
      }
      """,
    ]
  }
}

extension PerceptionTrackedMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self), isTrackable(property) else {
      return []
    }
    let binding = property.bindings.first
    let name = binding?.pattern.trimmedDescription ?? ""
    let type = binding?.typeAnnotation.map { "\($0.trimmed)" } ?? ""
    let initializer = binding?.initializer.map { " \($0.trimmed)" } ?? ""
    return ["@PerceptionIgnored private var _\(raw: name)\(raw: type)\(raw: initializer)"]
  }
}

/// `@PerceptionIgnored` (module `Perception`): leaves a stored property of a `@Perceptible` class
/// untracked. It generates nothing; `@Perceptible` reads it as a marker.
public enum PerceptionIgnoredMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    []
  }
}
