/// Where a `@State` or `@FocusState` property finds its value: the box its host keeps for the
/// view, once the view is being drawn; until then, the property's initial value.
///
/// A view is a value copied freely (into the closures its body makes, say); every copy
/// shares this location, so a button's action writes the box the host keeps.
@MainActor
final class StateLocation<Value> {
  let initialValue: Value
  private var box: StateBox<Value>?

  init(initialValue: Value) {
    self.initialValue = initialValue
  }

  /// The value kept for the view, or the initial value outside a drawn body; writes outside
  /// a drawn body are ignored, as in SwiftUI.
  var value: Value {
    get { box?.value ?? initialValue }
    set { box?.value = newValue }
  }

  /// Connects the location to the box kept at `key` in the frame being drawn, if any.
  func install(at key: ViewPath) {
    guard let storage = ViewLocalStorage.current else { return }
    box = storage.object(at: key) { StateBox(initialValue) }
  }

  /// A binding reading and writing the value.
  var binding: Binding<Value> {
    Binding(get: { self.value }, set: { self.value = $0 })
  }
}
