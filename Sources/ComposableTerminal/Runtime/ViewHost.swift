@_spi(Rendering) import ComposableViews
import Observation
import Synchronization

/// Draws a root view into screens and routes key presses to the views on screen.
///
/// Both the terminal runner and the ``HeadlessDriver`` are built on it. Each frame's
/// views are evaluated inside `withObservationTracking`, so the host learns when state the
/// frame read changes (``needsRedraw``) and nothing else.
@MainActor
final class ViewHost {
  private(set) var size: Size
  private let content: @MainActor () -> any View
  private let storage = ViewStateStorage()
  /// The views' `@State` and `@FocusState` values.
  private let localState = ViewLocalStorage()
  private let invalidation: Invalidation

  private(set) var focusedID: ViewPath?
  private(set) var screen: Screen
  /// Frames drawn so far; tests use it to see that an unrelated change drew nothing.
  private(set) var frameCount = 0
  /// Whether the last frame showed something animated (a spinner).
  private(set) var isAnimating = false
  private(set) var animationFrame = 0
  private(set) var isQuitRequested = false
  /// Set by Ctrl-Z; the terminal runner suspends the app and clears it.
  var isSuspendRequested = false
  /// Times ``TerminalApp/bell()`` rang; the terminal runner writes BEL after the next frame.
  private(set) var bellCount = 0
  private let onInvalidate: @Sendable () -> Void

  private var focusables: [Focusable] = []
  private var focusFrames: [ViewPath: Rect] = [:]
  private var focusBindings: [FocusBinding] = []
  private var shortcuts: [Key: @MainActor () -> Void] = [:]
  private var keyHandlers: [(key: Key, action: @MainActor () -> Void)] = []

  /// The innermost presentation of the last frame, and the focus each presentation's
  /// surroundings had when something was presented over them, to give it back on dismissal.
  private var modalPath: ViewPath?
  private var focusBeforeModal: [ViewPath?: ViewPath] = [:]

  /// Runs the lifecycle modifiers of the frames drawn, and holds the tasks they started.
  private let lifecycles = ViewLifecycleRunner()

  /// The host handling a key press right now, so ``TerminalApp/quit()`` knows whom to stop.
  static var current: ViewHost?

  /// - Parameter onInvalidate: Called, on any thread, the first time state read by the
  ///   current frame changes.
  init(
    size: Size,
    content: @escaping @MainActor () -> any View,
    onInvalidate: @escaping @Sendable () -> Void = {}
  ) {
    self.size = size
    self.content = content
    self.screen = Screen(size: size)
    self.onInvalidate = onInvalidate
    self.invalidation = Invalidation(onInvalidate: onInvalidate)
  }

  /// Whether state read by the last frame has changed since it was drawn.
  var needsRedraw: Bool { invalidation.isSet }

  /// Evaluates the views and draws a new frame, tracking what the views read; then runs the
  /// `onAppear`, `onDisappear` and `task` modifiers of views that came or went.
  @discardableResult
  func render() -> Screen {
    localState.frame(renderFrame)
  }

  private func renderFrame() -> Screen {
    invalidation.reset()
    let invalidation = self.invalidation
    let pass = withObservationTracking {
      draw(focusedID: focusedID)
    } onChange: {
      invalidation.set()
    }
    // Focus may have to move: its view disappeared, a dismissed presentation gives focus back
    // to where it was, or a focus binding asks for a view. Drawing again with the new focus
    // reads the same state, so the tracking above still covers it.
    var preferred = pass.preferredFocusID
    if pass.modalPath != modalPath {
      if let newModal = pass.modalPath, modalPath.map(newModal.hasPrefix) ?? true {
        if let focusedID { focusBeforeModal[modalPath] = focusedID }
      } else if let restored = focusBeforeModal.removeValue(forKey: pass.modalPath) {
        preferred = restored
      }
      modalPath = pass.modalPath
    }
    let order = pass.focusables.map(\.id)
    var resolvedFocus = FocusNavigation.resolve(focusedID, in: order, preferring: preferred)
    if let requested = pass.focusBindings.first(where: \.isRequested) {
      resolvedFocus = requested.id
    }
    let final = resolvedFocus == focusedID ? pass : draw(focusedID: resolvedFocus)
    focusedID = resolvedFocus
    focusables = final.focusables
    focusFrames = final.focusFrames
    focusBindings = final.focusBindings
    shortcuts = final.shortcuts
    keyHandlers = final.keyHandlers
    isAnimating = final.isAnimating
    screen = final.screen
    storage.endFrame()
    frameCount += 1
    updateLifecycle(final.lifecycles.entries)
    return screen
  }

  private func draw(focusedID: ViewPath?) -> RenderPass {
    let pass = RenderPass(size: size, focusedID: focusedID, animationFrame: animationFrame, storage: storage)
    let nodes = pass.withNavigationBar { pass.nodes(for: content(), path: .root) }
    let root = RenderPass.stacked(nodes)
    let scroll = ScrollNode(content: root, path: ViewPath.root.appending("scroll"), showsIndicators: false)
    scroll.draw(in: Rect(x: 0, y: 0, width: size.width, height: size.height), pass: pass)
    pass.drawOverlays()
    return pass
  }

  private func updateLifecycle(_ current: [(key: ViewPath, lifecycle: ViewLifecycle)]) {
    guard !lifecycles.isEmpty || !current.isEmpty else { return }
    withCurrent { lifecycles.update(to: current) }
  }

  /// Takes the views off screen: the app is stopping. Their `onDisappear` actions run and
  /// their tasks are cancelled.
  func stop() {
    updateLifecycle([])
  }

  /// Adopts a new terminal size; the caller draws again.
  func resize(to size: Size) {
    self.size = size
    invalidation.set()
  }

  /// Moves spinners on by one frame; the caller draws again.
  func advanceAnimation() {
    animationFrame &+= 1
    invalidation.set()
  }

  /// Handles keys that arrived together, each against the views as they are after the keys
  /// before it (views are evaluated again when state changed, without drawing to the
  /// terminal). Characters typed into a focused text field go in as one insertion. Stops
  /// early when a key asks to quit or suspend; returns the keys not handled yet.
  @discardableResult
  func handle<Keys: Collection<Key>>(_ keys: Keys) -> Keys.SubSequence {
    var rest = keys[...]
    while let key = rest.first {
      if needsRedraw { render() }
      if case .character = key, let insertText = focusables.first(where: { $0.id == focusedID })?.insertText {
        let run = rest.prefix { if case .character = $0 { true } else { false } }
        var text = ""
        for case let .character(character) in run { text.append(character) }
        rest = rest.dropFirst(run.count)
        withCurrent { insertText(text) }
        invalidation.set()
        continue
      }
      rest = rest.dropFirst()
      handle(key)
      if isQuitRequested || isSuspendRequested { break }
    }
    return rest
  }

  /// Handles a key press against the last frame drawn.
  ///
  /// The order: Ctrl-C quits and Ctrl-Z suspends; a paste goes to the focused view if it
  /// edits text, and nowhere else; the focused view gets the key; then a button whose `key`
  /// it is; then `onKeyPress` handlers; then Tab, Shift-Tab and the arrows move focus.
  func handle(_ key: Key) {
    withCurrent { handleAsCurrent(key) }
  }

  private func handleAsCurrent(_ key: Key) {
    switch key {
    case .control("c"):
      isQuitRequested = true
      return
    case .control("z"):
      isSuspendRequested = true
      return
    case let .paste(text):
      if let insertText = focusables.first(where: { $0.id == focusedID })?.insertText {
        insertText(text)
        invalidation.set()
      }
      return
    default:
      break
    }
    if let focused = focusables.first(where: { $0.id == focusedID }), focused.handleKey(key) {
      // The view may have changed state of its own (a cursor) that no store observes.
      invalidation.set()
      return
    }
    if let shortcut = shortcuts[key] {
      shortcut()
      return
    }
    if let handler = keyHandlers.first(where: { $0.key == key }) {
      handler.action()
      return
    }
    if FocusNavigation.step(for: key) != nil {
      let next = FocusNavigation.move(
        from: focusedID, with: key, in: focusables.map(\.id),
        arrowTargets: focusables.filter(\.isReachedByArrows).map(\.id), frames: focusFrames
      )
      guard next != focusedID else { return }
      focusedID = next
      invalidation.set()
      for binding in focusBindings where binding.id != next { binding.update(false) }
      for binding in focusBindings where binding.id == next { binding.update(true) }
    }
  }

  private func withCurrent(_ body: () -> Void) {
    let outer = Self.current
    Self.current = self
    defer { Self.current = outer }
    body()
  }

  /// Asks the app to stop after the current key press.
  func requestQuit() {
    isQuitRequested = true
  }

  /// Asks for the terminal bell, and wakes the runner to ring it.
  func ringBell() {
    bellCount += 1
    onInvalidate()
  }
}

/// A flag raised by an observation change, which may happen on any thread.
private final class Invalidation: Sendable {
  private let flag = Atomic<Bool>(false)
  private let onInvalidate: @Sendable () -> Void

  init(onInvalidate: @escaping @Sendable () -> Void) {
    self.onInvalidate = onInvalidate
  }

  var isSet: Bool { flag.load(ordering: .acquiring) }

  func set() {
    // Only the first change after a frame notifies: later ones are part of the same redraw.
    if !flag.exchange(true, ordering: .acquiringAndReleasing) { onInvalidate() }
  }

  func reset() {
    flag.store(false, ordering: .releasing)
  }
}
