#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signals a terminal app handles while it owns the terminal.
///
/// Terminating and crash signals restore the terminal, then let the signal take its
/// previous course (the default action, or the Swift runtime's crash handler), so the exit
/// status still tells what happened. SIGTSTP restores the terminal and then stops the
/// process. SIGWINCH and SIGCONT only wake the input reader through a pipe, the one thing a
/// signal handler can safely do to reach the rest of the program.
enum SignalHandling {
  static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  static let crashing: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

  /// The write end of the input reader's wake pipe; the resize handler writes to it.
  nonisolated(unsafe) static var wakeDescriptor: Int32 = -1
  /// The handlers in place before ours, by signal number (Linux numbers signals below 65).
  nonisolated(unsafe) private static var previous: [sigaction] = Array(repeating: sigaction(), count: 65)

  /// The byte the resize handler sends through the wake pipe.
  static let resizeByte: UInt8 = 0x57  // "W"
  /// The byte the SIGCONT handler sends through the wake pipe.
  static let continueByte: UInt8 = 0x43  // "C"

  static func install(wakeDescriptor: Int32) {
    self.wakeDescriptor = wakeDescriptor
    for signal in terminating + crashing {
      install(signal) { signal in
        TerminalRestoration.restore()
        // Hand the signal back to whoever handled it before; it is delivered again as soon
        // as this handler returns (or, for a fault, when the instruction re-executes).
        _ = sigaction(signal, &SignalHandling.previous[Int(signal)], nil)
        raise(signal)
      }
    }
    install(SIGWINCH) { _ in
      var byte = SignalHandling.resizeByte
      _ = write(SignalHandling.wakeDescriptor, &byte, 1)
    }
    install(SIGCONT) { _ in
      var byte = SignalHandling.continueByte
      _ = write(SignalHandling.wakeDescriptor, &byte, 1)
    }
    installSuspension(savingPrevious: true)
  }

  /// Handles SIGTSTP (sent by Ctrl-Z, or by `kill -TSTP`): the terminal is restored, then the
  /// process stops as it would have without a handler. The handler uninstalls itself to do
  /// that, so the session puts it back after SIGCONT.
  static func installSuspension(savingPrevious: Bool = false) {
    let handler: @convention(c) (Int32) -> Void = { _ in
      TerminalRestoration.restore()
      _ = signal(SIGTSTP, SIG_DFL)
      // Blocked until this handler returns; then the process stops.
      raise(SIGTSTP)
    }
    if savingPrevious {
      install(SIGTSTP, handler: handler)
    } else {
      var ignored = sigaction()
      install(SIGTSTP, handler: handler, previous: &ignored)
    }
  }

  /// Puts back the handlers that were there before ``install(wakeDescriptor:)``.
  static func uninstall() {
    for signal in terminating + crashing + [SIGWINCH, SIGCONT, SIGTSTP] {
      _ = sigaction(signal, &previous[Int(signal)], nil)
    }
    wakeDescriptor = -1
  }

  private static func install(_ signal: Int32, handler: @convention(c) (Int32) -> Void) {
    install(signal, handler: handler, previous: &previous[Int(signal)])
  }

  private static func install(
    _ signal: Int32, handler: @convention(c) (Int32) -> Void, previous: inout sigaction
  ) {
    var action = sigaction()
    #if canImport(Glibc) || canImport(Musl)
      action.__sigaction_handler.sa_handler = handler
    #else
      action.__sigaction_u.__sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    _ = sigaction(signal, &action, &previous)
  }
}
