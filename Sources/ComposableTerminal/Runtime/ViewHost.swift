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
  private let invalidation: Invalidation

  private(set) var focusedID: ViewPath?
  private(set) var screen: Screen
  /// Frames drawn so far; tests use it to see that an unrelated change drew nothing.
  private(set) var frameCount = 0
  /// Whether the last frame showed something animated (a spinner).
  private(set) var isAnimating = false
  private(set) var animationFrame = 0
  private(set) var isQuitRequested = false

  private var focusables: [Focusable] = []
  private var shortcuts: [Key: @MainActor () -> Void] = [:]
  private var keyHandlers: [(key: Key, action: @MainActor () -> Void)] = []

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
    self.invalidation = Invalidation(onInvalidate: onInvalidate)
  }

  /// Whether state read by the last frame has changed since it was drawn.
  var needsRedraw: Bool { invalidation.isSet }

  /// Evaluates the views and draws a new frame, tracking what the views read.
  @discardableResult
  func render() -> Screen {
    invalidation.reset()
    let invalidation = self.invalidation
    let pass = withObservationTracking {
      draw(focusedID: focusedID)
    } onChange: {
      invalidation.set()
    }
    // Focus may have to move when its view disappeared; drawing again with the new focus
    // reads the same state, so the tracking above still covers it.
    let resolvedFocus = FocusNavigation.resolve(focusedID, in: pass.focusables.map(\.id))
    let final = resolvedFocus == focusedID ? pass : draw(focusedID: resolvedFocus)
    focusedID = resolvedFocus
    focusables = final.focusables
    shortcuts = final.shortcuts
    keyHandlers = final.keyHandlers
    isAnimating = final.isAnimating
    screen = final.screen
    storage.endFrame()
    frameCount += 1
    return screen
  }

  private func draw(focusedID: ViewPath?) -> RenderPass {
    let pass = RenderPass(size: size, focusedID: focusedID, animationFrame: animationFrame, storage: storage)
    let root = pass.node(for: content(), path: .root)
    root.draw(in: Rect(x: 0, y: 0, width: size.width, height: size.height), pass: pass)
    return pass
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

  /// Handles a key press against the last frame drawn.
  ///
  /// The order: Ctrl-C quits; the focused view gets the key; then a button whose `key` it
  /// is; then `onKeyPress` handlers; then Tab, Shift-Tab and the arrows move focus.
  func handle(_ key: Key) {
    let outer = Self.current
    Self.current = self
    defer { Self.current = outer }
    if key == .control("c") {
      isQuitRequested = true
      return
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
    if let step = FocusNavigation.step(for: key) {
      focusedID = FocusNavigation.move(from: focusedID, by: step, in: focusables.map(\.id))
      invalidation.set()
    }
  }

  /// Asks the app to stop after the current key press.
  func requestQuit() {
    isQuitRequested = true
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
