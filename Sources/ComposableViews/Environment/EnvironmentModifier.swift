extension View {
  /// Sets the environment value at `keyPath` to `value` for this view and everything inside
  /// it, as SwiftUI's `environment(_:_:)` does.
  ///
  /// ```swift
  /// MeetingView(store: store)
  ///   .environment(\.locale, Locale(identifier: "fr_FR"))
  /// ```
  public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
    transformEnvironment(keyPath) { $0 = value }
  }

  /// Changes the environment value at `keyPath` with `transform` for this view and everything
  /// inside it, as SwiftUI's `transformEnvironment(_:transform:)` does.
  ///
  /// ```swift
  /// RecordMeetingView(store: store)
  ///   .transformEnvironment(\.isEnabled) { $0 = $0 && !isLocked }
  /// ```
  public func transformEnvironment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, transform: @escaping (inout Value) -> Void
  ) -> some View {
    EnvironmentModifiedView(content: self, keyPath: keyPath, transform: transform)
  }
}

struct EnvironmentModifiedView<Content: View, Value>: View, PrimitiveView {
  let content: Content
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let transform: (inout Value) -> Void

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    var values = EnvironmentValues.current
    transform(&values[keyPath: keyPath])
    EnvironmentValues.with(values) {
      ResolvedView.append(content, at: path, to: &views)
    }
  }
}
