#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Owns the terminal while an app runs: raw mode, the alternate screen, a hidden cursor,
/// bracketed paste, and the signal handlers that give all of it back if the process is
/// stopped, suspended or killed.
///
/// Raw mode turns off line buffering and echo so each key arrives at once, and turns off
/// the terminal's own Ctrl-C handling so the app can quit cleanly instead of being killed
/// with the terminal still in raw mode.
final class TerminalSession {
  let device: TerminalDevice
  /// The pipe that wakes the input reader, for resizes and for stopping.
  let wakePipe: WakePipe

  struct WakePipe: Sendable {
    let reader: Int32
    let writer: Int32
  }
  private var isActive = true
  /// The terminal's settings before the app, restored on the way out and while suspended.
  private let original: termios

  /// Takes over the terminal; throws if the device is not a terminal.
  init(device: TerminalDevice) throws(TerminalError) {
    try device.checkIsTerminal()
    var original = termios()
    guard tcgetattr(device.input, &original) == 0 else { throw .attributesUnavailable(errno: errno) }
    var descriptors: [Int32] = [0, 0]
    guard pipe(&descriptors) == 0 else { throw .attributesUnavailable(errno: errno) }
    self.device = device
    self.wakePipe = WakePipe(reader: descriptors[0], writer: descriptors[1])
    self.original = original

    SignalHandling.install(wakeDescriptor: wakePipe.writer)
    do {
      try enterRawMode()
    } catch {
      restore()
      throw error
    }
  }

  /// Raw mode, the alternate screen, a hidden cursor and bracketed paste; armed so that any
  /// way out undoes them.
  private func enterRawMode() throws(TerminalError) {
    TerminalRestoration.arm(device: device, attributes: original)
    var raw = original
    cfmakeraw(&raw)
    // Keep output post-processing so a stray "\n" (a crash report) still returns the carriage.
    raw.c_oflag |= tcflag_t(OPOST)
    withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
      controlCharacters[Int(VMIN)] = 1
      controlCharacters[Int(VTIME)] = 0
    }
    // TCSADRAIN rather than TCSAFLUSH: keys typed while the program started are kept.
    guard tcsetattr(device.input, TCSADRAIN, &raw) == 0 else {
      throw .attributesUnavailable(errno: errno)
    }
    device.write(ANSI.enterAlternateScreen + ANSI.hideCursor + ANSI.clearScreen + ANSI.enableBracketedPaste)
  }

  /// Gives the terminal back and stops the process, as Ctrl-Z does in a shell. Returns once
  /// the process is continued (`fg`); the input reader then reports ``TerminalEvent/resume``.
  func suspend() {
    guard isActive else { return }
    // The SIGTSTP handler restores the terminal before the process stops. Sent to the process
    // rather than raised on this thread, which may block signals (executor threads do).
    kill(getpid(), SIGTSTP)
  }

  /// Takes the terminal back after the process was continued; the caller repaints.
  func resume() {
    guard isActive else { return }
    SignalHandling.installSuspension()
    try? enterRawMode()
  }

  deinit {
    restore()
  }

  /// Gives the terminal back: cooked mode, main screen, visible cursor, previous signal
  /// handlers. Idempotent; the input reader must have stopped.
  func restore() {
    guard isActive else { return }
    isActive = false
    TerminalRestoration.restore()
    SignalHandling.uninstall()
    close(wakePipe.writer)
    close(wakePipe.reader)
  }
}
