/// One of the eight standard terminal colours, or its bright variant.
///
/// <!-- snippet: group doc-counter; body -->
/// ```swift
/// Text("Offline").foregroundColor(.red)
/// ```
public enum Color: Hashable, Sendable {
  case black, red, green, yellow, blue, magenta, cyan, white
  case brightBlack, brightRed, brightGreen, brightYellow
  case brightBlue, brightMagenta, brightCyan, brightWhite
}
