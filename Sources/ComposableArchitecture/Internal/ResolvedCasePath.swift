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
  /// its cases directly; for a case of an enum without that table (`@CasePathable` alone), one
  /// that extracts by the case's tag; otherwise (nested paths) one that evaluates the key path.
  @usableFromInline
  static func resolved(_ keyPath: CaseKeyPath<Root, Value>) -> Self {
    if let table = Root.self as? any _ResolvedCasePathable.Type,
      let casePath = table._$resolvedCasePath(keyPath) as? Self
    {
      return casePath
    }
    let evaluated = Self(keyPath)
    guard namesOneCase(keyPath) else { return evaluated }
    // Evaluating the key path casts the enum through `Any` and builds the case's case path anew
    // on every extraction (several allocations in a generic enum); CasePaths' reflection reads
    // the enum's tag and payload instead, learning the case's tag once from `embed`.
    return Self(unsafe: { evaluated.embed($0) })
  }
}

/// Whether a case key path names one case of its enum (`\.child`), rather than a case nested in
/// one (`\.child.row`): then the case's tag alone decides whether a value is in it. Known from the
/// case key paths `@CasePathable` lists for the enum.
private func namesOneCase<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>) -> Bool {
  guard isNonOptionalEnumType(Root.self), let enumType = Root.self as? any CasePathable.Type else {
    return false
  }
  return listsCase(enumType, keyPath)
}

private func listsCase<Enum: CasePathable>(_: Enum.Type, _ keyPath: AnyKeyPath) -> Bool {
  guard let cases = Enum.allCasePaths as? any Sequence else { return false }
  return contains(cases, keyPath)
}

private func contains<Cases: Sequence>(_ cases: Cases, _ keyPath: AnyKeyPath) -> Bool {
  cases.contains { ($0 as? AnyKeyPath) == keyPath }
}
