/// Where a view sits in the view tree: the identity that keeps its focus and local state
/// (a text field's cursor, a list's scroll position) from one frame to the next.
struct ViewPath: Hashable {
  private(set) var components: [AnyHashable] = []

  static var root: ViewPath { ViewPath() }

  func appending(_ component: AnyHashable) -> ViewPath {
    var copy = self
    copy.components.append(component)
    return copy
  }
}
