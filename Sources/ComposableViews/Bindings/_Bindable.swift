/// A value a view reads and writes through `wrappedValue` — a ``Binding``, ``State``,
/// ``FocusState`` or `FocusState.Binding` — as `bind(_:to:)` takes it, after upstream's
/// protocol of the same name.
@MainActor
public protocol _Bindable {
  associatedtype Value
  var wrappedValue: Value { get nonmutating set }
}

extension Binding: _Bindable {}
extension State: _Bindable {}
extension FocusState: _Bindable {}
extension FocusState.Binding: _Bindable {}
