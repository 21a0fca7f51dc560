extension View {
  /// Shows the values of type `data` that the enclosing ``NavigationStack``'s path holds, each
  /// as the view `destination` builds for it, as SwiftUI's `navigationDestination(for:destination:)`:
  ///
  /// ```swift
  /// List {
  ///   NavigationLink("Meeting 3", value: 3)
  /// }
  /// .navigationDestination(for: Int.self) { number in
  ///   Text("Meeting \(number)")
  /// }
  /// ```
  ///
  /// Put it on the stack's root or on a pushed screen, outside a `ForEach`'s rows (which a host
  /// draws later than the stack), as SwiftUI asks of it outside lazy containers. Outside a stack
  /// it does nothing. The first registration for a type wins.
  public func navigationDestination<D: Hashable>(
    for data: D.Type, @ViewBuilder destination: @escaping @MainActor (D) -> TupleView
  ) -> some View {
    NavigationDestinationRegistration(content: self) { stack in
      stack.destinations.register(data) { destination($0) }
    }
  }
}

/// A view that registers a destination with the enclosing stack as it is resolved.
private struct NavigationDestinationRegistration<Content: View>: View, PrimitiveView {
  let content: Content
  let register: @MainActor (EnclosingNavigationStack) -> Void

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    if let stack = ResolutionContext.current.navigationStack { register(stack) }
    ResolvedView.append(content, at: path, to: &views)
  }
}
