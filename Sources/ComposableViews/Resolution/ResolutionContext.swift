/// What a view learns from the views around it while it is resolved: the navigation stack it is
/// inside, which a `NavigationLink` pushes onto and `navigationDestination(for:destination:)`
/// registers with, and the store of the `SwitchStore` a `CaseLet` scopes.
///
/// A task-local value, so that the views between a stack and its links need not pass it on.
/// Views resolved later than their container (a `ForEach`'s rows, built as a host shows them)
/// take the context along and resolve inside it again.
struct ResolutionContext: Sendable {
  @TaskLocal static var current = ResolutionContext()

  /// The innermost `NavigationStack` around the view, if any.
  var navigationStack: EnclosingNavigationStack?

  /// The store of the innermost `SwitchStore` around the view, if any.
  var switchStore: (any Sendable)?

  /// Runs `resolve` in this context.
  func restore<Result>(_ resolve: () -> Result) -> Result {
    Self.$current.withValue(self, operation: resolve)
  }

  /// Runs `resolve` in the current context with `stack` as the enclosing navigation stack.
  static func resolving<Result>(
    inside stack: EnclosingNavigationStack, _ resolve: () -> Result
  ) -> Result {
    var context = current
    context.navigationStack = stack
    return context.restore(resolve)
  }
}
