/// A property wrapper of a view that a host connects to its storage before evaluating the
/// view's body: `@State`, `@FocusState`, `@Environment`.
@MainActor
protocol ViewLocalProperty {
  /// Connects the property to the value kept for it at `key` (the view's identity plus the
  /// property's name) in the frame being drawn.
  func install(at key: ViewPath)
}

/// Finds the view-local properties of views by reflection, remembering the view types that
/// have none so that most bodies are evaluated without reflecting.
@MainActor
enum ViewLocalProperties {
  private static var typesWithout: Set<ObjectIdentifier> = []

  /// Connects the view-local properties of `view`, whose body is at `path`.
  static func install<V: View>(on view: V, at path: ViewPath) {
    let type = ObjectIdentifier(V.self)
    guard !typesWithout.contains(type) else { return }
    var found = false
    for (index, child) in Mirror(reflecting: view).children.enumerated() {
      guard let property = child.value as? any ViewLocalProperty else { continue }
      found = true
      property.install(at: path.appending(child.label ?? String(index)))
    }
    if !found { typesWithout.insert(type) }
  }
}
