import ConcurrencyExtras
import Observation

/// Where a ``UIBinding`` reads and writes its value: a box of its own, an object's property, or a
/// part of another binding's value. Its `id` identifies the storage location (the root object
/// and the path of key paths from it), for ``UIBindingIdentifier``.
final class UIBindingLocation<Value>: @unchecked Sendable {
  // Locations are shared by the bindings made from them: like SwiftUI's bindings they are
  // handed around freely, and the state they reach is the observable model's to protect.
  let id: [AnyHashable]
  private let read: () -> Value
  private let write: (Value) -> Void

  init(id: [AnyHashable], get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.id = id
    self.read = get
    self.write = set
  }

  var value: Value {
    get { self.read() }
    set { self.write(newValue) }
  }

  /// A location that owns its value, in an observable box so that reading it through a binding
  /// is tracked by `observe`.
  static func box(_ value: Value) -> Self {
    let box = ObservableBox(value)
    return Self(id: [ObjectIdentifier(box)], get: { box.value }, set: { box.value = $0 })
  }

  /// The property `keyPath` of this location's value.
  func appending<Member>(
    _ keyPath: WritableKeyPath<Value, Member>
  ) -> UIBindingLocation<Member> {
    UIBindingLocation<Member>(
      id: self.id + [keyPath],
      get: { self.value[keyPath: keyPath] },
      set: { self.value[keyPath: keyPath] = $0 }
    )
  }
}

/// A value whose reads and writes are observed, the storage of a binding made from a value.
private final class ObservableBox<Value>: Observable {
  private let registrar = ObservationRegistrar()
  private var _value: Value

  init(_ value: Value) {
    self._value = value
  }

  var value: Value {
    get {
      self.registrar.access(self, keyPath: \.value)
      return self._value
    }
    set {
      self.registrar.withMutation(of: self, keyPath: \.value) {
        self._value = newValue
      }
    }
  }
}
