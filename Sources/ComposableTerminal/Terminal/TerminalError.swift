#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a terminal app could not start or had to stop.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
  /// Standard input or output is not a terminal (a pipe, a file, `/dev/null`).
  case notATerminal(stream: String)
  /// The terminal's settings could not be read or changed (`errno`).
  case attributesUnavailable(errno: Int32)
  /// The terminal went away (hang-up) or input could not be read (`errno`, 0 at end of input).
  case inputClosed(errno: Int32)

  public var description: String {
    switch self {
    case let .notATerminal(stream):
      "\(stream) is not a terminal; run this program in an interactive terminal"
    case let .attributesUnavailable(errno):
      "cannot set up the terminal: \(String(cString: strerror(errno)))"
    case let .inputClosed(errno):
      errno == 0 ? "the terminal closed" : "cannot read from the terminal: \(String(cString: strerror(errno)))"
    }
  }
}
