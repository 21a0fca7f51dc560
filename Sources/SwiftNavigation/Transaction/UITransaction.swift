/// The context of a change to observed state, handed to the closures of ``observe(_:)-(UITransaction)->Void``
/// so that a user interface can, for example, animate the change or not.
///
/// A transaction holds values by key, as SwiftUI's `Transaction` does; keys are types that
/// conform to ``UITransactionKey``:
///
/// ```swift
/// enum IsAnimatedKey: UITransactionKey {
///   static let defaultValue = false
/// }
/// extension UITransaction {
///   var isAnimated: Bool {
///     get { self[IsAnimatedKey.self] }
///     set { self[IsAnimatedKey.self] = newValue }
///   }
/// }
///
/// withUITransaction(\.isAnimated, true) {
///   model.isPresented = true  // observers see `transaction.isAnimated == true`
/// }
/// ```
public struct UITransaction: Sendable {
  /// The transaction of the change being made, as set by ``withUITransaction(_:_:)``.
  @TaskLocal package static var current = UITransaction()

  var storage: [ObjectIdentifier: Entry] = [:]

  /// An empty transaction: every key has its default value.
  public init() {}

  /// The value of a key, or its default value when the transaction has none.
  public subscript<K: UITransactionKey>(key: K.Type) -> K.Value {
    get {
      self.storage[ObjectIdentifier(key)]?.value as? K.Value ?? K.defaultValue
    }
    set {
      self.storage[ObjectIdentifier(key)] = Entry(key: key, value: newValue)
    }
  }

  /// Whether the transaction holds no value.
  var isEmpty: Bool {
    self.storage.isEmpty
  }

  /// This transaction with the values of `other` added, replacing those of the same keys.
  func merging(_ other: Self) -> Self {
    var merged = self
    merged.storage.merge(other.storage) { _, new in new }
    return merged
  }

  /// Runs `operation` inside the `perform(value:operation:)` of each custom key's value.
  func perform(_ operation: @escaping @Sendable () -> Void) {
    var operation = operation
    for entry in self.storage.values {
      operation = entry.wrap(operation)
    }
    operation()
  }

  struct Entry: @unchecked Sendable {
    // `key` is a metatype and `value` the key's `Sendable` value.
    let key: any UITransactionKey.Type
    let value: any Sendable

    func wrap(_ operation: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
      guard let key = self.key as? any _UICustomTransactionKey.Type else { return operation }
      return wrapped(key, operation)
    }

    private func wrapped<K: _UICustomTransactionKey>(
      _ key: K.Type,
      _ operation: @escaping @Sendable () -> Void
    ) -> @Sendable () -> Void {
      let value = self.value as! K.Value
      return { K.perform(value: value, operation: operation) }
    }
  }
}
