/// Runs a view like the terminal does, but against an in-memory screen: feed it keys and
/// read back what the terminal would show. For tests, and for anything without a terminal.
///
/// <!-- snippet: group doc-counter; given store: StoreOf<CounterFeature> -->
/// ```swift
/// let driver = HeadlessDriver(size: Size(width: 40, height: 10)) {
///   CounterView(store: store)
/// }
/// driver.press("+")
/// #expect(driver.text.contains("1"))
/// ```
///
/// As in the terminal, a new frame is drawn only when state the last frame read has
/// changed (or focus moved), before the screen is read or the next key is handled.
@MainActor
public final class HeadlessDriver {
  private let host: ViewHost
  private var parser = InputParser()

  /// Draws the first frame of `content` on a screen of `size`.
  public init(size: Size = Size(width: 80, height: 24), @ViewBuilder content: @escaping @MainActor () -> TupleView) {
    host = ViewHost(size: size, content: content)
    host.render()
  }

  /// The current frame, redrawn first if state it showed has changed.
  public var screen: Screen {
    redrawIfNeeded()
    return host.screen
  }

  /// The current frame as text (see ``Screen/text``).
  public var text: String { screen.text }

  /// Frames drawn so far, the first one included.
  public var frameCount: Int { host.frameCount }

  /// Whether state the current frame read has changed since it was drawn.
  public var needsRedraw: Bool { host.needsRedraw }

  /// Whether Ctrl-C or ``TerminalApp/quit()`` asked the app to stop.
  public var isQuitRequested: Bool { host.isQuitRequested }

  /// Times the app rang the terminal bell with ``TerminalApp/bell()`` while this driver
  /// handled a key.
  public var bellCount: Int { host.bellCount }

  /// Whether a spinner is on screen, which keeps a terminal app redrawing.
  public var isAnimating: Bool { host.isAnimating }

  /// Whether Ctrl-Z asked to suspend the app, which the terminal runner does; a headless
  /// driver only records it, until the next key.
  public private(set) var isSuspendRequested = false

  /// Presses keys one after another, redrawing between them when needed.
  public func press(_ keys: Key...) {
    for key in keys {
      redrawIfNeeded()
      handle([key])
    }
    redrawIfNeeded()
  }

  /// Types each character of `text` as a key press.
  public func type(_ text: String) {
    for character in text { press(.character(character)) }
  }

  /// Pastes `text` as the terminal does with bracketed paste: into the focused text field,
  /// and nowhere else.
  public func paste(_ text: String) {
    press(.paste(text))
  }

  /// Feeds raw terminal input, decoded and handled as the terminal runner does: keys that
  /// arrive together are handled together, characters typed into a text field inserted at
  /// once. An unfinished escape sequence at the end is resolved as if no more input followed.
  public func input(_ bytes: some Sequence<UInt8>) {
    handle(parser.feed(bytes) + parser.flush())
    redrawIfNeeded()
  }

  private func handle(_ keys: [Key]) {
    isSuspendRequested = false
    var rest = keys[...]
    repeat {
      rest = host.handle(rest)
      if host.isSuspendRequested {
        host.isSuspendRequested = false
        isSuspendRequested = true
      }
    } while !rest.isEmpty && !host.isQuitRequested
  }

  /// Changes the screen size and lays the views out again.
  public func resize(to size: Size) {
    host.resize(to: size)
    redrawIfNeeded()
  }

  /// Moves spinners on by one frame, as the terminal's animation timer does.
  public func advanceAnimation() {
    host.advanceAnimation()
    redrawIfNeeded()
  }

  /// Draws a new frame if state the last one read has changed.
  public func redrawIfNeeded() {
    if host.needsRedraw { host.render() }
  }

  /// Removes the views from the screen, as when the app quits: their `onDisappear` actions
  /// run and their tasks are cancelled.
  public func stop() {
    host.stop()
  }
}

extension Screen {
  /// Draws `view` once into a screen of `size`, with the first focusable view focused.
  ///
  /// <!-- snippet: group doc-counter; body -->
  /// ```swift
  /// let screen = Screen(rendering: Text("Hi").bold(), size: Size(width: 4, height: 1))
  /// #expect(screen[0, 0].style.isBold)
  /// ```
  @MainActor
  public init(rendering view: some View, size: Size) {
    self = ViewHost(size: size, content: { view }).render()
  }
}
