/// Dismisses the presentation a view is in, as SwiftUI's `DismissAction` does: read it with
/// `@Environment(\.dismiss)` and call it.
///
/// On a screen pushed onto a ``NavigationStack`` it pops that screen; in a sheet, an alert or a
/// confirmation dialog it dismisses the presentation, as Esc does (both send the feature's
/// `.popFrom(id:)` or `.dismiss` action, as upstream's bindings do). Anywhere else it does
/// nothing.
///
/// ```swift
/// struct AboutView: View {
///   @Environment(\.dismiss) private var dismiss
///
///   var body: some View {
///     Button("Close") { dismiss() }
///   }
/// }
/// ```
public struct DismissAction {
  private let action: @MainActor () -> Void

  init(_ action: @escaping @MainActor () -> Void) {
    self.action = action
  }

  /// Dismisses the view's presentation.
  @MainActor
  public func callAsFunction() {
    action()
  }
}

private enum DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction {} }
}

extension EnvironmentValues {
  /// The action that dismisses the presentation the view is in.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
}
