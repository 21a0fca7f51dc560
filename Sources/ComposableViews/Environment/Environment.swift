/// A value a view reads from its environment — set by an ancestor with `environment(_:_:)`, or
/// by its host — as SwiftUI's `@Environment` reads it.
///
/// ```swift
/// struct EditSyncUpView: View {
///   @Environment(\.dismiss) private var dismiss
///
///   var body: some View {
///     Button("Done") { dismiss() }
///   }
/// }
/// ```
///
/// Read outside a body the host is drawing, the property gives the key's default value.
@MainActor
@propertyWrapper
public struct Environment<Value>: ViewLocalProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  private let snapshot = EnvironmentSnapshot()

  /// A property reading the environment value at `keyPath`: `@Environment(\.colorScheme)`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The value of the view's environment.
  public var wrappedValue: Value {
    snapshot.values[keyPath: keyPath]
  }

  func install(at key: ViewPath) {
    snapshot.values = EnvironmentValues.current
  }
}

/// The environment of the view an ``Environment`` property belongs to, taken when its body is
/// evaluated; shared by the copies of the view its body's closures hold.
@MainActor
private final class EnvironmentSnapshot {
  var values = EnvironmentValues()
}
