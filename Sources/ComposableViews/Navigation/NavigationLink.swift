import ComposableArchitecture

/// A control that pushes a screen onto the navigation stack it is in.
///
/// SwiftUI's forms push a view, or a value that a destination registered inside the stack with
/// `navigationDestination(for:destination:)` shows:
///
/// ```swift
/// NavigationStack {
///   List {
///     NavigationLink("About") { Text("Made on Linux") }
///     NavigationLink(value: 42) { Label("Meeting 42", systemImage: "calendar") }
///   }
///   .navigationDestination(for: Int.self) { Text("Meeting \($0)") }
/// }
/// ```
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
/// link as a button showing its label. A link whose state or value is `nil` does nothing; one
/// whose state the stack cannot hold, or that is in no store-driven stack, reports an issue when
/// it appears, as upstream's does; one whose value no destination shows reports SwiftUI's
/// message when it is activated, and pushes nothing.
public struct NavigationLink: View, PrimitiveView {
  let title: String?
  let label: TupleView?
  let target: Target

  /// What the link pushes.
  enum Target {
    /// A feature's state, onto a store-driven stack (TCA's form).
    case state(Any?, ViewSourceLocation)
    /// A value, onto a stack of values.
    case value(AnyHashable?, ViewSourceLocation)
    /// A view, onto any stack.
    case destination(any View)
  }

  init(title: String?, label: TupleView?, target: Target) {
    self.title = title
    self.label = label
    self.target = target
  }

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    let stack = ResolutionContext.current.navigationStack
    switch target {
    case let .state(state, location):
      resolve(pushing: state, onto: stack?.store, from: location, at: path, into: &views)
    case let .value(value, location):
      let link = button {
        guard let value, let stack else { return }
        stack.push(value: value, from: location)
      }
      ResolvedView.append(link, at: path, to: &views)
    case let .destination(destination):
      ResolvedView.append(button { stack?.push(view: destination) }, at: path, to: &views)
    }
  }

  private func button(_ push: @escaping @MainActor () -> Void) -> Button {
    label.map { label in Button(action: push) { label } } ?? Button(title ?? "", action: push)
  }

  private func resolve(
    pushing state: Any?, onto stack: StoreElements?, from location: ViewSourceLocation,
    at path: ViewPath, into views: inout [ResolvedView]
  ) {
    let button = button {
      guard let state, let stack, stack.accepts(state) else { return }
      stack.push(state)
    }
    guard let state, stack?.accepts(state) != true else {
      return ResolvedView.append(button, at: path, to: &views)
    }
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
    state: Any, stack: StoreElements?, location: ViewSourceLocation
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
