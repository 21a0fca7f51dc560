import ComposableArchitecture

/// A `NavigationStack` as the links inside it see it, in the frame being drawn: how to push a
/// store's element, a value or a view onto it, and the destinations registered for values.
@MainActor
final class EnclosingNavigationStack {
  /// The store of a store-driven stack, for TCA's `NavigationLink(state:)`; `nil` for a stack
  /// of values.
  let store: StoreElements?
  /// The path of a stack of values; `nil` for a store-driven stack.
  let values: NavigationValues?
  /// The screens `NavigationLink(destination:)` pushed, kept by the stack.
  let pushedViews: StateBox<PushedViews>
  /// The destinations registered for values this frame.
  let destinations = NavigationDestinations()

  init(store: StoreElements?, values: NavigationValues?, pushedViews: StateBox<PushedViews>) {
    self.store = store
    self.values = values
    self.pushedViews = pushedViews
  }

  /// Pushes a screen showing `view`, above the screens of the path.
  func push(view: any View) {
    pushedViews.value.push(view, above: pathCount())
  }

  /// The number of screens the stack's path (its store's elements or its values) holds.
  func pathCount() -> Int {
    if let values { return values.values().count }
    return store?.count() ?? 0
  }

  /// Appends `value` to the path, if the path can hold it and a destination shows it;
  /// otherwise reports why not, as SwiftUI logs it, and pushes nothing.
  func push(value: AnyHashable, from location: ViewSourceLocation) {
    let typeName = Self.typeName(type(of: value.base))
    guard let values else {
      return report(
        "NavigationLink presenting a value must appear inside a NavigationContent-based "
          + "NavigationView. Link will be disabled.", at: location)
    }
    guard destinations.contains(value) else {
      return report(
        "A NavigationLink is presenting a value of type “\(typeName)” but there is no matching "
          + "navigationDestination declaration visible from the location of the link. The link "
          + "cannot be activated.", at: location)
    }
    guard values.append(value) else {
      return report(
        "A NavigationLink is presenting a value of type “\(typeName)” but the stack's path holds "
          + "values of type “\(values.elementTypeName)”. The link cannot be activated.", at: location)
    }
  }

  private func report(_ message: String, at location: ViewSourceLocation) {
    reportIssue(
      message, fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column)
  }

  /// A type's name as upstream's messages print it: without its module, as custom-dump names it.
  nonisolated static func typeName(_ type: Any.Type) -> String {
    let name = String(customDumping: type)
    return name.hasSuffix(".self") ? String(name.dropLast(".self".count)) : name
  }
}
