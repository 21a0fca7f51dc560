/// The destinations the views of one ``NavigationStack`` registered with
/// `navigationDestination(for:destination:)` in the frame being drawn, by the type of value
/// each shows.
///
/// The stack resolves its root first and then each pushed screen in order, so a screen finds the
/// destinations registered beneath it; a link looks its value's up when it is activated, after
/// the frame is drawn, so it finds them all.
@MainActor
final class NavigationDestinations {
  private var destinations: [ObjectIdentifier: @MainActor (AnyHashable) -> (any View)?] = [:]

  /// Shows values of type `D` with `destination`; the first registration of a type wins, as the
  /// outermost one does in SwiftUI.
  func register<D: Hashable>(_ type: D.Type, destination: @escaping @MainActor (D) -> any View) {
    let key = ObjectIdentifier(type)
    guard destinations[key] == nil else { return }
    destinations[key] = { value in (value.base as? D).map(destination) }
  }

  /// The view that shows `value`, if a destination for its type is registered.
  func view(for value: AnyHashable) -> (any View)? {
    destinations[ObjectIdentifier(type(of: value.base))]?(value)
  }

  /// Whether a destination for the type of `value` is registered.
  func contains(_ value: AnyHashable) -> Bool {
    destinations[ObjectIdentifier(type(of: value.base))] != nil
  }
}
