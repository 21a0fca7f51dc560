#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file descriptors a terminal app reads keys from and writes frames to.
struct TerminalDevice: Sendable {
  let input: Int32
  let output: Int32

  static let standard = TerminalDevice(input: STDIN_FILENO, output: STDOUT_FILENO)

  /// Used when the terminal does not report a size (some serial lines and test ptys).
  static let fallbackSize = Size(width: 80, height: 24)

  /// Throws unless both descriptors are terminals, naming the first that is not.
  func checkIsTerminal() throws(TerminalError) {
    if isatty(input) == 0 { throw .notATerminal(stream: input == STDIN_FILENO ? "standard input" : "input") }
    if isatty(output) == 0 { throw .notATerminal(stream: output == STDOUT_FILENO ? "standard output" : "output") }
  }

  /// The terminal's current size in cells.
  func size() -> Size {
    var window = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
      return Self.fallbackSize
    }
    return Size(width: Int(window.ws_col), height: Int(window.ws_row))
  }

  /// Writes all of `string`, retrying after interruptions and partial writes.
  func write(_ string: String) {
    var bytes = Array(string.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        systemWrite(output, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return
      }
      offset += written
    }
    bytes.removeAll()
  }
}

/// `write(2)`, under a name that does not clash with ``TerminalDevice/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
