/// An enum that can hand out the case path behind each of its case key paths: `@Reducer` adds the
/// conformance (through `@_ResolvedCasePaths`) to a feature's `Action` and enum `State`.
///
/// Extracting through a case key path evaluates the key path, casts through `Any` and looks up
/// the enum's case paths on every call; the case path behind it is a direct `switch`. Reducers
/// resolve their case key paths once, when they are built.
public protocol _ResolvedCasePathable {
  /// The case path (an `AnyCasePath<Self, Value>`) for a key path to one of this enum's cases, or
  /// `nil` for any other key path.
  static func _$resolvedCasePath(_ keyPath: AnyKeyPath) -> Any?
}

extension AnyCasePath {
  /// The case path for `keyPath`: the one the enum's macros wrote when the key path names one of
  /// its cases directly, or one that evaluates the key path otherwise (nested paths, enums without
  /// `@Reducer`).
  @usableFromInline
  static func resolved(_ keyPath: CaseKeyPath<Root, Value>) -> Self {
    if let table = Root.self as? any _ResolvedCasePathable.Type,
      let casePath = table._$resolvedCasePath(keyPath) as? Self
    {
      return casePath
    }
    return Self(keyPath)
  }
}
