/// Why a session refused a message from the browser. The browser gets the description in an
/// error frame; the session's state is unchanged.
public enum WebSessionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The message is not one the protocol knows.
  case malformedMessage(String)
  /// The message is larger than the server accepts.
  case messageTooLarge(bytes: Int, limit: Int)
  /// No control with this id is on the page the session last rendered.
  case unknownControl(String)
  /// The control is on the page but does not handle this event.
  case unhandledEvent(controlID: String, kind: WebEventKind)
  /// The session received more events than its rate limit allows.
  case rateLimited
  /// No session has this id (it never existed, or it expired while disconnected).
  case unknownSession
  /// The server already holds as many sessions as it is configured to.
  case tooManySessions
  /// A newer connection took this connection's session (the same page connected again); this
  /// connection is closed.
  case sessionTakenOver
  /// The connection kept sending events beyond its rate limit; it is closed.
  case flooding

  public var description: String {
    switch self {
    case .malformedMessage(let reason):
      "Malformed message: \(reason)."
    case .messageTooLarge(let bytes, let limit):
      "Message too large: \(bytes) bytes, the limit is \(limit)."
    case .unknownControl(let id):
      "No control with id \"\(id)\" is on this page; the event was ignored."
    case .unhandledEvent(let id, let kind):
      "The control \"\(id)\" does not handle \(kind.rawValue) events; the event was ignored."
    case .rateLimited:
      "Too many events; the event was ignored."
    case .unknownSession:
      "This page's session has expired; reload the page."
    case .tooManySessions:
      "The server is at its session limit; try again later."
    case .sessionTakenOver:
      "Another connection took this page's session; this one is closed. Reload to continue here."
    case .flooding:
      "Too many events; the connection is closed. Reload to continue."
    }
  }
}
