/// What the terminal runner reacts to, from the input thread, observation and timers.
enum TerminalEvent: Sendable {
  case key(Key)
  case resize
  /// State read by the current frame changed.
  case invalidated
  /// The frame pacer's delay is over: draw if anything changed.
  case frameDue
  /// Time to move spinners on.
  case animationTick
  case inputClosed(errno: Int32)
}
