/// The view-local state of one host's views — `@State` and `@FocusState` values — kept by view
/// identity from one frame to the next, as SwiftUI keeps it.
///
/// A host draws each frame inside ``frame(_:)``. The views whose bodies are evaluated during
/// the frame find their state here by their ``ViewPath`` and the property's name; a value
/// whose view was not part of the frame is discarded when the frame ends, so a view that
/// comes back starts afresh. Views a container holds without resolving them this frame — the
/// rows of a lazy list that are off screen, the screens under the top of a navigation stack —
/// keep theirs: the container names them with ``retainUnresolved(under:components:)``.
@_spi(Rendering)
@MainActor
public final class ViewLocalStorage {
  private var objects: [ViewPath: AnyObject] = [:]
  private var resolved: Set<ViewPath> = []
  private var retained: [(path: ViewPath, components: @MainActor () -> Set<AnyHashable>)] = []

  /// The storage of the frame being drawn, if any.
  static var current: ViewLocalStorage?

  public init() {}

  /// Draws a frame: runs `body` with this storage current, then discards the state of the
  /// views that left the hierarchy.
  public func frame<Result>(_ body: () throws -> Result) rethrows -> Result {
    let outer = Self.current
    Self.current = self
    resolved.removeAll(keepingCapacity: true)
    retained.removeAll(keepingCapacity: true)
    defer {
      Self.current = outer
      discardUnresolved()
    }
    return try body()
  }

  /// The object kept at `key`, made by `make` when there is none yet (or the one there is of
  /// another type: a different view took the place).
  func object<Object: AnyObject>(at key: ViewPath, make: () -> Object) -> Object {
    resolved.insert(key)
    if let object = objects[key] as? Object { return object }
    let object = make()
    objects[key] = object
    return object
  }

  /// Keeps, at the end of this frame, the state of the views under `path` whose next path
  /// component is one of `components()`, though they were not resolved; `components` is
  /// called only if such state exists.
  func retainUnresolved(under path: ViewPath, components: @escaping @MainActor () -> Set<AnyHashable>) {
    retained.append((path, components))
  }

  private func discardUnresolved() {
    guard objects.count != resolved.count else { return }
    var components: [Int: Set<AnyHashable>] = [:]
    objects = objects.filter { key, _ in
      resolved.contains(key) || isRetained(key, components: &components)
    }
  }

  private func isRetained(_ key: ViewPath, components: inout [Int: Set<AnyHashable>]) -> Bool {
    for (index, retention) in retained.enumerated() {
      let depth = retention.path.components.count
      guard key.components.count > depth, key.hasPrefix(retention.path) else { continue }
      let kept = components[index] ?? retention.components()
      components[index] = kept
      if kept.contains(key.components[depth]) { return true }
    }
    return false
  }
}
