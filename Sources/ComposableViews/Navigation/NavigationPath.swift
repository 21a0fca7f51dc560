/// A list of values of any `Hashable` types: the path of a ``NavigationStack`` whose screens
/// come from values, as SwiftUI's `NavigationPath` is.
///
/// Each value is shown by the `navigationDestination(for:destination:)` registered for its
/// type inside the stack. Append to push a screen, remove from the end to go back:
///
/// ```swift
/// var path = NavigationPath()
/// path.append(42)
/// path.append("Notes")
/// path.removeLast()
/// ```
public struct NavigationPath: Equatable {
  /// The values, bottom first.
  var elements: [AnyHashable]

  /// An empty path: the stack shows its root.
  public init() {
    elements = []
  }

  /// A path of `elements`, bottom first.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = []
    for element in elements { self.elements.append(AnyHashable(element)) }
  }

  /// The number of values in the path.
  public var count: Int { elements.count }

  /// Whether the path is empty, so that the stack shows its root.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes `value`.
  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(AnyHashable(value))
  }

  /// Removes the last `k` values: goes back `k` screens. `k` must not exceed ``count``.
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(k)
  }
}
