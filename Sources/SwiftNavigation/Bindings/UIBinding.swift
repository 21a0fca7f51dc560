/// A reference to a value that can be read and written from elsewhere: what a user interface
/// control (a text field, a toggle, a navigation stack) edits, without SwiftUI.
///
/// A binding either owns its value (`@UIBinding var text = ""`) or reaches into an observable
/// model through ``UIBindable`` (`$model.text`). Reading it inside ``observe(_:)-(()->Void)`` is
/// tracked, and its members are bindings too:
///
/// ```swift
/// @UIBinding var settings = Settings()
/// let isOn: UIBinding<Bool> = $settings.isOn
/// isOn.wrappedValue = true  // settings.isOn is now true
/// ```
@dynamicMemberLookup
@propertyWrapper
public struct UIBinding<Value>: Sendable {
  let location: UIBindingLocation<Value>

  /// The transaction writes through the binding are made in, unless one is already current.
  public var transaction = UITransaction()

  init(location: UIBindingLocation<Value>, transaction: UITransaction = UITransaction()) {
    self.location = location
    self.transaction = transaction
  }

  /// A binding that owns `value`, stored so that reading it is observed.
  public init(wrappedValue value: Value) {
    self.init(location: .box(value))
  }

  /// A binding that owns a reference.
  @available(
    *, deprecated,
    message:
      "A '@UIBinding' must be initialized with a value, not an observable reference. Use '@UIBindable', instead.",
    renamed: "UIBindable.init"
  )
  public init(wrappedValue value: Value) where Value: AnyObject {
    self.init(location: .box(value))
  }

  /// The binding `$value` of a `@UIBinding` property.
  public init(projectedValue: UIBinding<Value>) {
    self = projectedValue
  }

  /// A binding whose value never changes: writes are ignored.
  ///
  /// ```swift
  /// let isOn = UIBinding.constant(true)
  /// ```
  public static func constant(_ value: Value) -> Self {
    Self(location: UIBindingLocation(id: [UniqueID()], get: { value }, set: { _ in }))
  }

  /// The value the binding refers to.
  public var wrappedValue: Value {
    get { self.location.value }
    nonmutating set {
      if UITransaction.current.isEmpty {
        withUITransaction(self.transaction) { self.location.value = newValue }
      } else {
        self.location.value = newValue
      }
    }
  }

  /// The binding itself, as `$value`.
  public var projectedValue: Self {
    self
  }

  /// A binding to a property of the value.
  public subscript<Member>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> UIBinding<Member> {
    UIBinding<Member>(location: self.location.appending(keyPath), transaction: self.transaction)
  }

  /// A binding to a property of an optional value: `nil` while the value is, and writes are
  /// ignored then.
  public subscript<Wrapped, Member>(
    dynamicMember keyPath: WritableKeyPath<Wrapped, Member>
  ) -> UIBinding<Member?> where Value == Wrapped? {
    let location = self.location
    return UIBinding<Member?>(
      location: UIBindingLocation(
        id: location.id + [keyPath],
        get: { location.value?[keyPath: keyPath] },
        set: { newValue in
          guard let newValue, location.value != nil else { return }
          location.value?[keyPath: keyPath] = newValue
        }
      ),
      transaction: self.transaction
    )
  }

  /// This binding, making its writes in `transaction`.
  ///
  /// ```swift
  /// var transaction = UITransaction()
  /// transaction.isAnimated = true
  /// let animated = $model.isPresented.transaction(transaction)
  /// ```
  public func transaction(_ transaction: UITransaction) -> Self {
    var binding = self
    binding.transaction = transaction
    return binding
  }

  /// This binding, printing each value written through it with where the binding was made.
  public func _printChanges(
    _ prefix: String = "",
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Self {
    let location = self.location
    let label = prefix.isEmpty ? "\(fileID):\(line)" : "\(prefix) \(fileID):\(line)"
    return Self(
      location: UIBindingLocation(
        id: location.id,
        get: { location.value },
        set: { newValue in
          print("\(label): \(String(describing: location.value)) -> \(String(describing: newValue))")
          location.value = newValue
        }
      ),
      transaction: self.transaction
    )
  }
}

extension UIBinding: Identifiable where Value: Identifiable {
  /// The identity of the value.
  public var id: Value.ID {
    self.wrappedValue.id
  }
}

/// An identity that belongs to nothing else, for locations that are not reachable otherwise.
final class UniqueID: HashableObject, Sendable {}
