import ComposableArchitecture

/// A control that pushes a screen onto the navigation stack it is in.
///
/// TCA's form pushes a feature's state onto the enclosing
/// `NavigationStack(path: $store.scope(state: \.path, action: \.path))`:
///
/// <!-- snippet: fragment -->
/// ```swift
/// ForEach(store.syncUps) { syncUp in
///   NavigationLink(state: AppFeature.Path.State.detail(SyncUpDetail.State(syncUp: syncUp))) {
///     CardView(syncUp: syncUp)
///   }
/// }
/// ```
///
/// Activating it sends `.push(id:state:)` to the stack's store, with an id from the
/// `stackElementID` dependency, and the stack's reducer pushes the element. Both hosts draw a
/// link as a button showing its label. A link whose state is `nil` does nothing; one whose
/// state the stack cannot hold, or that is in no store-driven stack, reports an issue when it
/// appears, as upstream's does.
public struct NavigationLink: View, PrimitiveView {
  let title: String?
  let label: TupleView?
  let state: Any?
  let location: ViewSourceLocation

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    let (state, stack) = (self.state, ResolutionContext.current.navigationStack)
    let push: @MainActor () -> Void = {
      guard let state, let stack, stack.accepts(state) else { return }
      stack.push(state)
    }
    let button = label.map { label in Button(action: push) { label } } ?? Button(title ?? "", action: push)
    guard let state, stack?.accepts(state) != true else {
      return ResolvedView.append(button, at: path, to: &views)
    }
    let location = self.location
    let message = Self.notPresentableMessage(state: state, stack: stack, location: location)
    let reporting = button.onAppear {
      reportIssue(
        message, fileID: location.fileID, filePath: location.filePath, line: location.line,
        column: location.column)
    }
    ResolvedView.append(reporting, at: path, to: &views)
  }

  /// Upstream's message for a link its stack cannot push.
  static func notPresentableMessage(
    state: Any, stack: EnclosingNavigationStack?, location: ViewSourceLocation
  ) -> String {
    let elementType =
      stack?.elementTypeName
      ?? "(None found in view hierarchy. Is this link inside a store-powered 'NavigationStack'?)"
    let value = String(customDumping: state).split(separator: "\n", omittingEmptySubsequences: false)
      .map { "  " + $0 }.joined(separator: "\n")
    return """
      A navigation link at "\(location.fileID):\(location.line)" is not presentable.

        NavigationStack state element type:
          \(elementType)
        NavigationLink state type:
          \(EnclosingNavigationStack.typeName(type(of: state)))
        NavigationLink state value:
        \(value)
      """
  }
}

/// Where a view was written, for the issues it reports.
struct ViewSourceLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}
