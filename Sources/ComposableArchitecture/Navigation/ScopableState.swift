/// State a presentation binding can scope to: an optional child, or a ``PresentationState``.
///
/// Do not conform to it yourself. It lets `$store.scope(state:action:)` take either
/// `\.destination?.edit` or the whole destination, `\.$destination`, as upstream's enum scopes do.
public protocol _ScopableState {
  /// The child state once unwrapped.
  associatedtype Unwrapped
  /// A key path to the optional child state, from one to this container.
  static func _scopeKeyPath<Root>(_ keyPath: KeyPath<Root, Self>) -> KeyPath<Root, Unwrapped?>
}

extension Optional: _ScopableState {
  public typealias Unwrapped = Wrapped

  public static func _scopeKeyPath<Root>(_ keyPath: KeyPath<Root, Self>) -> KeyPath<Root, Wrapped?> {
    keyPath
  }
}

extension PresentationState: _ScopableState {
  public typealias Unwrapped = State

  public static func _scopeKeyPath<Root>(_ keyPath: KeyPath<Root, Self>) -> KeyPath<Root, State?> {
    keyPath.appending(path: \.wrappedValue)
  }
}
