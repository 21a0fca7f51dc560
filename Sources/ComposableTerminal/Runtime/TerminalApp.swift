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
/// The terminal is put in raw mode on the alternate screen with the cursor hidden, and
/// restored on every way out: ``quit()``, Ctrl-C, SIGTERM/SIGHUP, a crash, or an error.
/// A frame is drawn only when state the previous frame read changes, at most about 60
/// times a second, and only the cells that changed are written.
public enum TerminalApp {
  /// The host of the app being run, for ``quit()`` called outside a key press.
  @MainActor static var running: ViewHost?

  /// How often spinners move on while one is visible.
  static let animationInterval = Duration.milliseconds(100)

  /// Runs the app; returns once it quits. When standard input or output is not a terminal,
  /// or the terminal fails, prints the reason to standard error and exits with status 1.
  @MainActor
  public static func run(@ViewBuilder content: @escaping @MainActor () -> TupleView) async {
    do {
      try await run(device: .standard, clock: ContinuousClock(), content: content)
    } catch {
      let name = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "app"
      FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
      exit(EXIT_FAILURE)
    }
  }

  @MainActor
  static func run<C: Clock<Duration>>(
    device: TerminalDevice, clock: C, @ViewBuilder content: @escaping @MainActor () -> TupleView
  ) async throws {
    let session = try TerminalSession(device: device)
    defer { session.restore() }
    let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    let host = ViewHost(size: device.size(), content: content) {
      continuation.yield(.invalidated)
    }
    running = host
    defer { running = nil }
    let reader = InputReader(input: device.input, wakePipe: session.wakePipe, events: continuation)
    defer { reader.stop() }

    var frames = FrameDriver(host: host, device: device, clock: clock, events: continuation)
    defer { frames.stop() }
    frames.draw()
    for await event in events {
      switch event {
      case let .key(key):
        frames.drawIfNeeded()
        host.handle(key)
        if host.isQuitRequested { return }
        frames.scheduleFrame()
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
      case let .inputClosed(errno):
        throw TerminalError.inputClosed(errno: errno)
      }
    }
  }
}
