@_spi(Benchmarks)
extension WebServer {
  /// Opens a session for `path` the way a page load does, without HTTP, so that the web
  /// benchmark can measure what idle sessions cost and what a page and its patches weigh.
  ///
  /// ```swift
  /// let session = try server.openSession(path: "/")
  /// let page = server.document(for: session)
  /// ```
  @MainActor
  public func openSession(path: String) throws(WebSessionError) -> WebSession {
    try registry.openSession(path: path)
  }

  /// The HTML document a page load of `session` gets (the page and the client script).
  @MainActor
  public func document(for session: WebSession) -> String {
    WebPage.document(
      session: session, title: configuration.title, nonce: WebPage.newNonce(),
      testHooks: configuration.exposesTestHooks)
  }

  /// Where a WebSocket for `session`'s page connects: the session's id and socket key, as the
  /// page's script sends them.
  public nonisolated func socketPath(for session: WebSession) -> String {
    "/ws?s=\(session.id)&k=\(session.socketKey)&v=0"
  }
}
