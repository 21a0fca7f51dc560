/// The lifecycle modifiers a host met while drawing one frame, each under a key that stays
/// the same while its view stays on screen.
///
/// A host registers every ``ResolvedView/Kind/lifecycle(_:content:)`` it draws, then hands
/// ``entries`` to a ``ViewLifecycleRunner``, which runs what appeared and what went away.
@_spi(Rendering)
public struct ViewLifecycleRegistry {
  /// The modifiers registered so far, in order, with their keys.
  public private(set) var entries: [(key: ViewPath, lifecycle: ViewLifecycle)] = []
  private var keys: Set<ViewPath> = []

  public init() {}

  /// Registers `lifecycle`, a modifier of the view at `path`; several modifiers of one kind
  /// on one view each get their own key.
  public mutating func register(_ lifecycle: ViewLifecycle, at path: ViewPath) {
    var key = path.appending(lifecycle.kind)
    var index = 0
    while keys.contains(key) {
      index += 1
      key = path.appending(lifecycle.kind).appending(index)
    }
    keys.insert(key)
    entries.append((lifecycle.id.map(key.appending) ?? key, lifecycle))
  }
}
