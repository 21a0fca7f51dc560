// Key paths that may be stored in `Sendable` values, such as a ``BindingAction``. Key path
// literals are inferred `Sendable` where these types are expected. `_SendableWritableKeyPath`
// comes from SwiftNavigation, as upstream's does.

/// A partial key path that is `Sendable`.
public typealias _SendablePartialKeyPath<Root> = any Sendable & PartialKeyPath<Root>

extension WritableKeyPath {
  /// This key path as `Sendable`, for key paths that arrive through dynamic member lookup, which
  /// cannot yet require `Sendable` key paths. Key paths to stored properties and to subscripts
  /// with hashable arguments hold no mutable state.
  func unsafeSendable() -> _SendableWritableKeyPath<Root, Value> {
    unsafeBitCast(self, to: _SendableWritableKeyPath<Root, Value>.self)
  }
}
