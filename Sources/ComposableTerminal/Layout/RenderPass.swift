@_spi(Rendering) import ComposableViews

/// The state of drawing one frame: the screen being drawn, and what the frame's views
/// registered for keyboard handling (focus targets, shortcuts, key handlers).
///
/// A presentation (an alert, a dialog, a sheet) is modal: once it is resolved, only views
/// inside it take keys, and it is drawn over everything else once the frame's views are drawn.
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
  /// The focus target a presentation asks for when focus is not already inside it.
  private(set) var preferredFocusID: ViewPath?
  /// The innermost modal presentation so far; views outside it register nothing.
  private(set) var modalPath: ViewPath?
  /// Drawing deferred until the frame's views are drawn, in the order it was deferred.
  private var overlays: [@MainActor (RenderPass) -> Void] = []
  /// Where each focus target was drawn, for moving focus by position with the arrows.
  private(set) var focusFrames: [ViewPath: Rect] = [:]
  /// The frame of the focused view once drawn, so a scroll view can bring it into view.
  var focusedFrame: Rect?
  /// The `onAppear`, `onDisappear` and `task` modifiers on screen, in the order drawn.
  private(set) var lifecycles = ViewLifecycleRegistry()
  /// The `onSubmit` actions around the views being resolved, innermost last.
  private(set) var submitActions: [@MainActor () -> Void] = []
  /// Focus targets bound to a value with `focused(_:equals:)`.
  private(set) var focusBindings: [FocusBinding] = []
  /// The title and toolbar the views of the current screen asked for.
  var navigationBar = NavigationBar()
  /// What the `foregroundStyle`, `font` and `bold` modifiers around the views being resolved
  /// give their texts and buttons (the terminal has no tint, button styles or font sizes).
  var inheritedStyle = Style.plain
  /// The case `textCase(_:)` around the views being resolved draws their texts in.
  var inheritedTextCase: Text.Case?
  /// Whether a `disabled(true)` is around the views being resolved: their controls take no keys.
  var isDisabled = false

  init(size: Size, focusedID: ViewPath?, animationFrame: Int, storage: ViewStateStorage) {
    self.screen = Screen(size: size)
    self.focusedID = focusedID
    self.animationFrame = animationFrame
    self.storage = storage
  }

  /// Resolves the children of a stack laid out along `axis`.
  func nodes(inStack axis: Axis, for views: [ResolvedView]) -> [any LayoutNode] {
    let outer = (isResolvingListRows, stackAxis)
    // Only the list's own children are rows; stacks inside a row lay out as usual.
    (isResolvingListRows, stackAxis) = (false, axis)
    defer { (isResolvingListRows, stackAxis) = outer }
    return nodes(for: views)
  }

  /// Whether a list's rows are being resolved, so that a `ForEach` makes one tagged row
  /// per element.
  private(set) var isResolvingListRows = false

  /// Resolves the content of a list into its rows.
  func listRows(for views: [ResolvedView]) -> [any LayoutNode] {
    let outer = (isResolvingListRows, stackAxis)
    (isResolvingListRows, stackAxis) = (true, .vertical)
    defer { (isResolvingListRows, stackAxis) = outer }
    return nodes(for: views)
  }

  /// Records where focus target `path` is drawn and returns whether it has focus.
  func drawsFocusable(_ path: ViewPath, in rect: Rect) -> Bool {
    focusFrames[path] = rect
    guard focusedID == path else { return false }
    focusedFrame = rect
    return true
  }

  /// Registers a lifecycle modifier of the view at `path`.
  func registerLifecycle(_ lifecycle: ViewLifecycle, at path: ViewPath) {
    lifecycles.register(lifecycle, at: path)
  }

  /// Resolves views with `action` as the innermost `onSubmit` action.
  func withSubmitAction<Result>(_ action: @escaping @MainActor () -> Void, _ resolve: () -> Result) -> Result {
    submitActions.append(action)
    defer { submitActions.removeLast() }
    return resolve()
  }

  /// Binds the first focus target `resolve` registers to `binding`.
  func bindFocus<Result>(_ binding: ResolvedFocusBinding, _ resolve: () -> Result) -> Result {
    let count = focusables.count
    let result = resolve()
    if focusables.count > count {
      focusBindings.append(FocusBinding(
        id: focusables[count].id, isRequested: binding.isRequested, update: binding.update
      ))
    }
    return result
  }

  /// Resolves the views of one screen (the root, a stack element, a sheet) and puts the
  /// title and toolbar they asked for above them.
  func withNavigationBar(_ resolve: () -> [any LayoutNode]) -> [any LayoutNode] {
    let outer = navigationBar
    navigationBar = NavigationBar()
    defer { navigationBar = outer }
    let nodes = resolve()
    guard !navigationBar.isEmpty else { return nodes }
    return [navigationBar.node(around: Self.stacked(nodes))]
  }

  func register(_ focusable: Focusable) {
    guard takesKeys(focusable.id) else { return }
    var focusable = focusable
    if isResolvingToolbar { focusable.isReachedByArrows = false }
    focusables.append(focusable)
  }

  /// Whether toolbar items are being resolved: their controls are reached with Tab and their
  /// keys, never with the arrows.
  private var isResolvingToolbar = false

  /// Resolves a toolbar's items.
  func resolvingToolbar(_ resolve: () -> Void) {
    let outer = isResolvingToolbar
    isResolvingToolbar = true
    defer { isResolvingToolbar = outer }
    resolve()
  }

  /// How many focus targets are registered so far; a container compares it before and
  /// after resolving its content to learn whether the content takes focus.
  var focusableCount: Int { focusables.count }

  /// Registers a key that triggers `action` from anywhere on the screen; the first view to
  /// claim a key keeps it.
  func registerShortcut(_ key: Key, path: ViewPath, action: @escaping @MainActor () -> Void) {
    guard takesKeys(path) else { return }
    if shortcuts[key] == nil { shortcuts[key] = action }
  }

  func registerKeyHandler(_ key: Key, path: ViewPath, action: @escaping @MainActor () -> Void) {
    guard takesKeys(path) else { return }
    keyHandlers.append((key, action))
  }

  /// Asks for the first focus target `resolve` registers to be focused while focus is not
  /// on a view of this frame: an alert's cancel button rather than its destructive one.
  func preferFocus<Result>(_ resolve: () -> Result) -> Result {
    let count = focusables.count
    let result = resolve()
    if focusables.count > count { preferredFocusID = focusables[count].id }
    return result
  }

  /// Resolves a modal presentation at `path`: what the views outside it registered is
  /// dropped, and views resolved after it outside `path` register nothing.
  func presentModal(at path: ViewPath, resolve: () -> [any LayoutNode]) -> [any LayoutNode] {
    focusables.removeAll()
    shortcuts.removeAll()
    keyHandlers.removeAll()
    focusBindings.removeAll()
    preferredFocusID = nil
    modalPath = path
    return resolve()
  }

  private func takesKeys(_ path: ViewPath) -> Bool {
    !isDisabled && (modalPath.map(path.hasPrefix) ?? true)
  }

  /// Draws `draw` over the frame once its views are drawn, so that a presentation covers
  /// views that come after the one presenting it.
  func drawOverlay(_ draw: @escaping @MainActor (RenderPass) -> Void) {
    overlays.append(draw)
  }

  /// Draws the deferred overlays, including those deferred while drawing one.
  func drawOverlays() {
    while !overlays.isEmpty {
      overlays.removeFirst()(self)
    }
  }
}
