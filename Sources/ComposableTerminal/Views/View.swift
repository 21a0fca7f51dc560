/// A piece of terminal user interface, described as a value.
///
/// As in SwiftUI, a view is a struct whose ``body`` combines other views. The body is
/// evaluated on the main actor each time the screen is drawn, and it may read a store's
/// state: the runtime tracks exactly what it read and draws again when that changes.
///
/// <!-- snippet: group doc-counter -->
/// ```swift
/// struct CounterView: View {
///   let store: StoreOf<CounterFeature>
///
///   var body: some View {
///     Text("\(store.count)").bold()
///     Button("Increment", key: "+") { store.send(.incrementButtonTapped) }
///   }
/// }
/// ```
@MainActor
public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public var body: Never { return fatalError("Never has no body") }
}

/// A view the runtime lays out itself instead of asking for a body.
@MainActor
protocol PrimitiveView: View where Body == Never {
  /// The layout nodes that draw this view, registering focus targets and shortcuts in `pass`.
  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode]
}

extension PrimitiveView {
  public var body: Never {
    // `return` opts out of the `@ViewBuilder` the requirement would apply.
    return fatalError("\(Self.self) is drawn by the runtime and has no body")
  }
}
