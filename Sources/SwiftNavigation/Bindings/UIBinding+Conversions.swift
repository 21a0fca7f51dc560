extension UIBinding {
  /// A binding to the value of an optional binding, or `nil` when it has none.
  ///
  /// ```swift
  /// if let name = UIBinding($model.name) { nameField.bind(name) }
  /// ```
  ///
  /// After the base becomes `nil` the binding keeps its last value, and writes through it are
  /// ignored until the base has a value again.
  public init?(_ base: UIBinding<Value?>) {
    guard let initial = base.wrappedValue else { return nil }
    let location = base.location
    let last = LastValue(initial)
    self.init(
      location: UIBindingLocation(
        id: location.id + [UnwrapID()],
        get: {
          if let value = location.value { last.value = value }
          return last.value
        },
        set: { newValue in
          last.value = newValue
          guard location.value != nil else { return }
          location.value = newValue
        }
      ),
      transaction: base.transaction
    )
  }

  /// A Boolean binding that is `true` while an optional binding has a value; writing `false`
  /// makes it `nil`, for example to dismiss what it presents.
  ///
  /// ```swift
  /// let isPresented = UIBinding<Bool>($model.destination)
  /// ```
  public init<V>(
    _ base: UIBinding<V?>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Value == Bool {
    let location = base.location
    self.init(
      location: UIBindingLocation(
        id: location.id + [IsPresentID()],
        get: { location.value != nil },
        set: { isPresented in
          guard !isPresented else { return }
          location.value = nil
        }
      ),
      transaction: base.transaction
    )
  }

  /// An optional binding to the value of a binding; writing `nil` through it is ignored.
  public init<V>(_ base: UIBinding<V>) where Value == V? {
    let location = base.location
    self.init(
      location: UIBindingLocation(
        id: location.id,
        get: { location.value },
        set: { newValue in
          guard let newValue else { return }
          location.value = newValue
        }
      ),
      transaction: base.transaction
    )
  }

  /// A type-erased binding to the value of a binding.
  public init<V: Hashable>(_ base: UIBinding<V>) where Value == AnyHashable {
    let location = base.location
    self.init(
      location: UIBindingLocation(
        id: location.id,
        get: { AnyHashable(location.value) },
        set: { newValue in
          guard let newValue = newValue.base as? V else { return }
          location.value = newValue
        }
      ),
      transaction: base.transaction
    )
  }
}

/// The last value a binding derived from an optional one had.
final class LastValue<Value>: @unchecked Sendable {
  // Only touched where the binding is used, like the location it belongs to.
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}

/// Path components telling derived locations from their base.
struct UnwrapID: Hashable {}
struct IsPresentID: Hashable {}
