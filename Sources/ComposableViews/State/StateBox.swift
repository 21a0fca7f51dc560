import Observation

/// One view-local value, observable: a host that read it while drawing draws again when it
/// changes, as it does for a store's state.
final class StateBox<Value>: Observable {
  private var storedValue: Value
  private let registrar = ObservationRegistrar()

  init(_ value: Value) {
    storedValue = value
  }

  var value: Value {
    get {
      registrar.access(self, keyPath: \.value)
      return storedValue
    }
    set {
      registrar.withMutation(of: self, keyPath: \.value) { storedValue = newValue }
    }
  }
}
