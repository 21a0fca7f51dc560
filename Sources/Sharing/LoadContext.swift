/// Why a key is asked to load its value.
public enum LoadContext<Value> {
  /// The shared value is being created with this value as its default.
  case initialValue(Value)
  /// The user asked to load again, with `load()`.
  case userInitiated

  /// The default value of a shared value being created, if that is why the key loads.
  public var initialValue: Value? {
    guard case let .initialValue(value) = self else { return nil }
    return value
  }
}

extension LoadContext: Sendable where Value: Sendable {}
extension LoadContext: Equatable where Value: Equatable {}
extension LoadContext: Hashable where Value: Hashable {}

/// Why a key is asked to save its value.
public enum SaveContext: Hashable, Sendable {
  /// The value was changed with `withLock`.
  case didSet
  /// The user asked to save, with `save()`.
  case userInitiated
}
