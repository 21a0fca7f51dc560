/// What a benchmark server started for a load generator in another process tells it
/// (`web-benchmark serve` prints it as one JSON line; `web-benchmark drive` reads it): where the
/// web host and the bare echo listen, and the sessions opened for the generator, each with the id
/// of its "+" button.
public struct LoadTarget: Codable, Sendable {
  /// A session the generator's sockets join, and the control it clicks.
  public struct Session: Codable, Sendable {
    /// Where the session's WebSocket connects (`/ws?s=ID&k=KEY&v=0`).
    public let socketPath: String
    /// The id of the session's "+" button.
    public let control: String
  }

  /// The web host's port on 127.0.0.1.
  public let port: Int
  /// The bare echo server's port on 127.0.0.1: the floor of the same run.
  public let echoPort: Int
  /// The sessions, one socket each.
  public let sessions: [Session]
}
