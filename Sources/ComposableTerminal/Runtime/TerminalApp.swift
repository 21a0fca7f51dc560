import Foundation

/// Runs a view tree full screen in the terminal until it quits.
///
/// ```swift
/// @main
/// struct CounterApp {
///   static func main() async {
///     let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
///     await TerminalApp.run { CounterView(store: store) }
///   }
/// }
/// ```
///
/// The terminal is put in raw mode on the alternate screen with the cursor hidden and
/// bracketed paste on, and restored on every way out: ``quit()``, Ctrl-C, SIGTERM/SIGHUP, a
/// crash, or an error. Ctrl-C quits within a tenth of a second even while the app is busy.
/// Ctrl-Z suspends the app (the terminal is restored first) and `fg` brings it back, redrawn.
/// A frame is drawn only when state the previous frame read changes, at most about 60
/// times a second, and only the cells that changed are written; keys that arrive together
/// (a burst of typing) are all handled before the next frame is drawn.
///
/// While the app runs, what the program prints to standard output or to a standard error
/// that is the terminal (`print`, `_printChanges()`) goes to a file instead of over the
/// screen; when the app quits it says where. What the user must see meanwhile goes on the bottom
/// row with ``showNotice(_:)``.
public enum TerminalApp {
  /// The host of the app being run, for ``quit()`` called outside a key press.
  @MainActor static var running: ViewHost?

  /// How often spinners move on while one is visible.
  static let animationInterval = Duration.milliseconds(100)

  /// Runs the app; returns once it quits. When standard input or output is not a terminal,
  /// or the terminal fails, prints the reason to standard error and exits with status 1.
  @MainActor
  public static func run(@ViewBuilder content: @escaping @MainActor () -> TupleView) async {
    let name = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "app"
    do {
      try TerminalDevice.standard.checkIsTerminal()
      let capture = OutputCapture(name: name)
      defer { capture?.end() }
      try await run(
        device: capture?.device ?? .standard, clock: ContinuousClock(), quitGrace: InputReader.quitGrace, content: content)
    } catch {
      FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
      exit(EXIT_FAILURE)
    }
  }

  @MainActor
  static func run<C: Clock<Duration>>(
    device: TerminalDevice, clock: C, quitGrace: Duration? = nil,
    @ViewBuilder content: @escaping @MainActor () -> TupleView
  ) async throws {
    let session = try TerminalSession(device: device)
    defer { session.restore() }
    let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    let host = ViewHost(size: device.size(), content: content) {
      continuation.yield(.invalidated)
    }
    running = host
    defer { running = nil }
    noticeSink = { continuation.yield(.notice($0)) }
    defer { noticeSink = nil }
    if let notice = pendingNotice {
      pendingNotice = nil
      continuation.yield(.notice(notice))
    }
    let reader = InputReader(
      input: device.input, wakePipe: session.wakePipe, events: continuation, quitGrace: quitGrace)
    defer { reader.stop() }

    var frames = FrameDriver(host: host, device: device, clock: clock, events: continuation)
    defer { frames.stop() }
    defer { host.stop() }
    frames.draw()
    for await event in events {
      switch event {
      case let .keys(keys):
        frames.notice = nil
        var rest = keys[...]
        while !rest.isEmpty {
          rest = host.handle(rest)
          if host.isQuitRequested { return }
          if host.isSuspendRequested {
            host.isSuspendRequested = false
            // Returns after `fg`; the reader then reports `.resume`, which repaints.
            session.suspend()
          }
        }
        frames.scheduleFrame()
      case .resume:
        session.resume()
        host.resize(to: device.size())
        frames.repaint()
      case .invalidated:
        frames.scheduleFrame()
      case .frameDue:
        frames.frameIsDue()
      case .resize:
        host.resize(to: device.size())
        frames.repaint()
      case .animationTick:
        host.advanceAnimation()
        frames.scheduleFrame()
      case let .notice(notice):
        frames.notice = notice
        frames.scheduleFrame()
      case let .inputClosed(errno):
        throw TerminalError.inputClosed(errno: errno)
      }
    }
  }
}
