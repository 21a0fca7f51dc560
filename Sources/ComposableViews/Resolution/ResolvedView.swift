/// A view resolved for a host to draw: what it is, where it sits, and what is inside it.
///
/// Resolving evaluates the bodies of the views a host is given down to their primitives
/// (`Text`, stacks, controls, modifiers, presentations), on the main actor. A host resolves
/// inside `withObservationTracking` to learn when the state the views read changes, then draws
/// the tree its own way: the terminal as a grid of cells, another host as HTML. Controls carry
/// their handlers as closures; a host calls them to act, and never names an action.
///
/// This is the interface between the view vocabulary and its hosts, so it is offered under
/// `@_spi(Rendering)`: an app never needs it, and a renderer in another package opts in with
/// `@_spi(Rendering) import ComposableViews`.
///
/// <!-- snippet: fragment -->
/// ```swift
/// let tree = ResolvedView.resolve(CounterView(store: store))
/// ```
@_spi(Rendering)
public struct ResolvedView {
  /// The view's identity, stable from one resolution to the next while it stays in place.
  public let id: ViewPath
  /// The primitive this is, with its properties and contents.
  public let kind: Kind

  init(id: ViewPath, kind: Kind) {
    self.id = id
    self.kind = kind
  }

  /// Resolves `view`, at `path` in the tree, into the primitives it is made of.
  ///
  /// A view whose body holds several views resolves to several nodes; an `if` whose
  /// condition is false resolves to none.
  @MainActor
  public static func resolve(_ view: any View, at path: ViewPath = .root) -> [ResolvedView] {
    var views: [ResolvedView] = []
    append(view, at: path, to: &views)
    return views
  }

  /// Appends the primitives `view` is made of to `views`: a container's children go into one
  /// array, without one per child.
  @MainActor
  static func append(_ view: any View, at path: ViewPath, to views: inout [ResolvedView]) {
    if let primitive = view as? any PrimitiveView {
      primitive.resolve(at: path, into: &views)
    } else {
      append(bodyOf: view, at: path, to: &views)
    }
  }

  @MainActor
  private static func append<V: View>(bodyOf view: V, at path: ViewPath, to views: inout [ResolvedView]) {
    let bodyPath = path.appending(ObjectIdentifier(V.self))
    ViewLocalProperties.install(on: view, at: bodyPath)
    append(view.body, at: bodyPath, to: &views)
  }
}
