/// The identity of the storage a ``UIBinding`` reads and writes: two bindings to the same
/// property of the same object have the same identifier.
///
/// ```swift
/// UIBindingIdentifier($model.name) == UIBindingIdentifier($model.name)  // true
/// ```
public struct UIBindingIdentifier: Hashable, @unchecked Sendable {
  // Key paths (to stored properties, immutable) and object identifiers: Sendable in practice.
  private let path: [AnyHashable]

  /// The identifier of `binding`'s storage location.
  public init<Value>(_ binding: UIBinding<Value>) {
    self.path = binding.location.id
  }
}
