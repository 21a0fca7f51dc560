#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What it takes to give the terminal back to the shell: the settings saved before raw
/// mode, and the bytes that turn bracketed paste off, leave the alternate screen and show the
/// cursor again.
///
/// Nothing can run after a SIGKILL (`kill -9`), so the terminal stays raw: typing `reset`
/// (blind, then Enter) in the shell brings it back.
///
/// Kept in plain globals because a signal handler, which may run at any moment on any
/// thread, can only use async-signal-safe calls (`write`, `tcsetattr`) and memory that is
/// already set up: no allocation, no locks, no Swift runtime initialisation.
enum TerminalRestoration {
  /// On the heap, not in a global of type `termios`: Swift 6.3 emits a global initialised with
  /// `termios()` as a packed struct without the 3 bytes of padding before `c_ispeed` (57 bytes
  /// instead of 60), so storing a `termios` into it wrote 3 bytes past its end (found by Address
  /// Sanitizer).
  nonisolated(unsafe) private static var savedAttributes: UnsafeMutablePointer<termios> = {
    let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    pointer.initialize(to: termios())
    return pointer
  }()
  nonisolated(unsafe) private static var inputDescriptor: Int32 = -1
  nonisolated(unsafe) private static var outputDescriptor: Int32 = -1
  nonisolated(unsafe) private static var isArmed = false
  nonisolated(unsafe) private static var sequence: UnsafeMutableBufferPointer<UInt8> = {
    let bytes = Array((ANSI.resetStyle + ANSI.clearScreen + ANSI.disableBracketedPaste + ANSI.showCursor
        + ANSI.leaveAlternateScreen).utf8)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = buffer.initialize(from: bytes)
    return buffer
  }()
  nonisolated(unsafe) private static var isExitHandlerInstalled = false

  /// Records how to restore the terminal; from now on ``restore()`` undoes raw mode.
  static func arm(device: TerminalDevice, attributes: termios) {
    _ = sequence  // Initialised here, never for the first time inside a signal handler.
    savedAttributes.pointee = attributes
    inputDescriptor = device.input
    outputDescriptor = device.output
    isArmed = true
    if !isExitHandlerInstalled {
      isExitHandlerInstalled = true
      // Covers `exit()` called from anywhere while the terminal is still in raw mode.
      atexit { TerminalRestoration.restore() }
    }
  }

  /// Puts the terminal back as it was. Safe to call more than once and from a signal handler.
  static func restore() {
    guard isArmed else { return }
    isArmed = false
    _ = write(outputDescriptor, sequence.baseAddress, sequence.count)
    _ = tcsetattr(inputDescriptor, TCSANOW, savedAttributes)
  }
}
