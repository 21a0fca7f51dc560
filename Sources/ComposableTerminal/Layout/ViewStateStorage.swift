@_spi(Rendering) import ComposableViews

/// Per-view state that belongs to the interface rather than to a feature: a text field's
/// cursor, a list's scroll offset. Kept by view identity across frames; an entry whose view
/// disappears is dropped at the end of the next frame.
@MainActor
final class ViewStateStorage {
  private var values: [ViewPath: Any] = [:]
  private var touched: Set<ViewPath> = []

  subscript<Value>(path: ViewPath, default defaultValue: @autoclosure () -> Value) -> Value {
    get {
      touched.insert(path)
      return values[path] as? Value ?? defaultValue()
    }
    set {
      touched.insert(path)
      values[path] = newValue
    }
  }

  /// Drops the state of views that were not drawn since the last call.
  func endFrame() {
    values = values.filter { touched.contains($0.key) }
    touched.removeAll(keepingCapacity: true)
  }
}
