/// What the terminal runner reacts to, from the input thread, observation and timers.
enum TerminalEvent: Sendable {
  /// Keys decoded from one read of the terminal: input that arrived together.
  case keys([Key])
  case resize
  /// The process was continued after a stop (`fg` after Ctrl-Z).
  case resume
  /// State read by the current frame changed.
  case invalidated
  /// The frame pacer's delay is over: draw if anything changed.
  case frameDue
  /// Time to move spinners on.
  case animationTick
  /// A notice to show on the bottom row until the next key (``TerminalApp/showNotice(_:)``).
  case notice(String)
  case inputClosed(errno: Int32)
}
