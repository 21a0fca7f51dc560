import ComposableArchitecture
@_spi(Rendering) import ComposableViews

/// Draws views as HTML: the web's sibling of the terminal's renderer.
///
/// Each render resolves the root view into a `ResolvedView` tree and maps every primitive to
/// ``HTMLNode``s (see `WebRenderPass`): texts to styled spans, stacks to flex boxes, controls to
/// buttons and inputs whose handlers call the controls' closures (a button's action, a binding's
/// setter), lists and sections to grouped rows keyed by their ids, titles and toolbars to a
/// screen's bars, presentations to `<dialog>`s, and the top of a navigation stack to the page's
/// URL path. The page's stylesheet (Resources/page.css) draws the classes it names. The lifecycle modifiers met while rendering run after
/// the render, through a `ViewLifecycleRunner`: a `task` starts when its view appears in the page
/// and is cancelled when it goes.
@MainActor
final class WebViewRenderer {
  private let content: @MainActor () -> any View
  private let lifecycles = ViewLifecycleRunner()
  /// The views' `@State` and `@FocusState` values.
  private let localState = ViewLocalStorage()
  private var pending: [(key: ViewPath, lifecycle: ViewLifecycle)] = []
  private var stack: ResolvedNavigationStack?

  /// The URL path of the navigation stack as last rendered: `/` at its root, then one component
  /// per pushed screen (its element id).
  private(set) var path = "/"

  init(content: @escaping @MainActor () -> any View) {
    self.content = content
  }

  /// Renders the views, noting their lifecycle modifiers for ``runLifecycle()``.
  func render() -> HTMLNode {
    var pass = WebRenderPass()
    let children = localState.frame {
      pass.screen(ResolvedView.resolve(content()), back: nil, isSheet: false)
    }
    pending = pass.lifecycles.entries
    stack = pass.stack
    path = pass.stack.map(Self.path(of:)) ?? "/"
    return .element("div", ["class": "tca-view"], children: children)
  }

  /// Runs the `onAppear`, `onDisappear` and `task` modifiers of views that came or went in the
  /// last render. Called after the render, outside its observation tracking.
  func runLifecycle() {
    guard !lifecycles.isEmpty || !pending.isEmpty else { return }
    lifecycles.update(to: pending)
  }

  /// Takes every view off the page: their `onDisappear` actions run, their tasks are cancelled.
  func stop() {
    pending = []
    runLifecycle()
  }

  /// Follows the browser to `path` (its back button): pops the top screen when the path is
  /// shallower than the stack.
  func navigate(to path: String) {
    guard let stack, let pop = stack.pop else { return }
    let depth = path.split(separator: "/").count
    if depth < stack.elementIDs.count { pop() }
  }

  static func path(of stack: ResolvedNavigationStack) -> String {
    "/" + stack.elementIDs.map { String($0.debugDescription.drop { $0 == "#" }) }
      .joined(separator: "/")
  }
}

/// A control's closure or binding, carried into its handler. Handlers are `@Sendable` so that
/// a node can be, but they are `@MainActor` and a session runs them only on the main actor,
/// where the resolved views' closures and bindings live.
struct MainActorValue<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
