/// Where a view sits in the view tree: the identity that keeps its focus and local state
/// (a text field's cursor, a list's scroll position) from one resolution to the next.
///
/// A view's path is its parent's path plus what tells it apart from its siblings: its
/// position, the branch of an `if` it is in, the type of the view whose body holds it, or its
/// element's id in a ``ForEach``. It stays the same while the view stays where it is.
@_spi(Rendering)
public struct ViewPath: Hashable {
  /// The parts of the path, outermost first.
  public private(set) var components: [AnyHashable] = []

  /// The path of the root view.
  public static var root: ViewPath { ViewPath() }

  /// The path of a view inside this one, told apart from its siblings by `component`.
  public func appending(_ component: AnyHashable) -> ViewPath {
    var copy = self
    copy.components.append(component)
    return copy
  }

  /// Whether this path is `ancestor` or lies inside it.
  public func hasPrefix(_ ancestor: ViewPath) -> Bool {
    components.starts(with: ancestor.components)
  }
}
