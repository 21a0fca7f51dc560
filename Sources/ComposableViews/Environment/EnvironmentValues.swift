/// The values a view's ancestors pass down to it: `dismiss`, `colorScheme`, `locale`,
/// `isEnabled`, `horizontalSizeClass`, and any ``EnvironmentKey`` of your own.
///
/// A view reads them with ``Environment``; a view sets one for everything inside it with
/// `environment(_:_:)`. A value nobody set is its key's default.
///
/// ```swift
/// SyncUpDetailView(store: store)
///   .environment(\.colorScheme, .dark)
/// ```
public struct EnvironmentValues {
  private var values: [ObjectIdentifier: Any] = [:]

  /// Environment values holding every key's default.
  public init() {}

  /// The value for `key`, or its default where no ancestor set one.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get {
      // Unwrapped first: a missing value cast to an optional `Value` would read as `nil`.
      guard let value = values[ObjectIdentifier(key)] else { return Key.defaultValue }
      return value as? Key.Value ?? Key.defaultValue
    }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

extension EnvironmentValues {
  /// The values of the views being resolved now.
  @MainActor static var current = EnvironmentValues()

  /// Runs `body` with `values` as the current values: how a container resolves its contents in
  /// an environment it changed or captured.
  @MainActor
  static func with<Result>(_ values: EnvironmentValues, _ body: () throws -> Result) rethrows -> Result {
    let outer = current
    current = values
    defer { current = outer }
    return try body()
  }

  /// Runs `body` with the value at `keyPath` set to `value`.
  @MainActor
  static func with<Value, Result>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value, _ body: () throws -> Result
  ) rethrows -> Result {
    var values = current
    values[keyPath: keyPath] = value
    return try with(values, body)
  }
}
