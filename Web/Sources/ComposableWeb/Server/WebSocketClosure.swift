/// Why the server closes a tab's WebSocket itself.
enum WebSocketClosure: Sendable, Equatable {
  /// The server is shutting down (1001): the tab reconnects when it can.
  case goingAway
  /// A newer connection took the session (1008): this tab stops, saying so.
  case replaced
  /// The connection kept sending events beyond its rate limit (1008): this tab stops, saying so.
  case flooding
}
