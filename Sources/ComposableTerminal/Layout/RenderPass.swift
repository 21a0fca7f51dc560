/// The state of drawing one frame: the screen being drawn, and what the frame's views
/// registered for keyboard handling (focus targets, shortcuts, key handlers).
@MainActor
final class RenderPass {
  var screen: Screen
  /// The focus target chosen before drawing; focusable views draw themselves highlighted.
  var focusedID: ViewPath?
  /// Advances on each animation tick; spinners pick their frame from it.
  let animationFrame: Int
  /// Set by a view that animates, so the runtime keeps ticking while it is on screen.
  var isAnimating = false
  let storage: ViewStateStorage
  /// The axis of the stack whose children are being resolved; a divider draws across it.
  private(set) var stackAxis: Axis = .vertical

  private(set) var focusables: [Focusable] = []
  private(set) var shortcuts: [Key: @MainActor () -> Void] = [:]
  private(set) var keyHandlers: [(key: Key, action: @MainActor () -> Void)] = []

  init(size: Size, focusedID: ViewPath?, animationFrame: Int, storage: ViewStateStorage) {
    self.screen = Screen(size: size)
    self.focusedID = focusedID
    self.animationFrame = animationFrame
    self.storage = storage
  }

  /// Resolves any view into layout nodes: primitives make their own, others via `body`.
  func nodes(for view: any View, path: ViewPath) -> [any LayoutNode] {
    if let primitive = view as? any PrimitiveView {
      return primitive.makeNodes(path: path, pass: self)
    }
    return nodes(forBodyOf: view, path: path)
  }

  /// Resolves the children of a stack laid out along `axis`.
  func nodes(inStack axis: Axis, for view: any View, path: ViewPath) -> [any LayoutNode] {
    let outer = (isResolvingListRows, stackAxis)
    // Only the list's own children are rows; stacks inside a row lay out as usual.
    (isResolvingListRows, stackAxis) = (false, axis)
    defer { (isResolvingListRows, stackAxis) = outer }
    return nodes(for: view, path: path)
  }

  /// Whether a list's rows are being resolved, so that a ``ForEach`` makes one tagged row
  /// per element.
  private(set) var isResolvingListRows = false

  /// Resolves the content of a list into its rows.
  func listRows(for view: any View, path: ViewPath) -> [any LayoutNode] {
    let outer = (isResolvingListRows, stackAxis)
    (isResolvingListRows, stackAxis) = (true, .vertical)
    defer { (isResolvingListRows, stackAxis) = outer }
    return nodes(for: view, path: path)
  }

  private func nodes<V: View>(forBodyOf view: V, path: ViewPath) -> [any LayoutNode] {
    nodes(for: view.body, path: path.appending(ObjectIdentifier(V.self)))
  }

  /// A vertical stack of everything `view` resolves to: how a root view or a lone child
  /// view is laid out.
  func node(for view: any View, path: ViewPath) -> any LayoutNode {
    let children = nodes(for: view, path: path)
    if children.count == 1 { return children[0] }
    return StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: children)
  }

  func isFocused(_ path: ViewPath) -> Bool { focusedID == path }

  func register(_ focusable: Focusable) {
    focusables.append(focusable)
  }

  /// Registers a key that triggers `action` from anywhere on the screen; the first view to
  /// claim a key keeps it.
  func registerShortcut(_ key: Key, action: @escaping @MainActor () -> Void) {
    if shortcuts[key] == nil { shortcuts[key] = action }
  }

  func registerKeyHandler(_ key: Key, action: @escaping @MainActor () -> Void) {
    keyHandlers.append((key, action))
  }
}
