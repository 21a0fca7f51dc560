import ServiceLifecycle

/// The server's sessions as a service of its application: when the server shuts down, the
/// connections nothing was sent on are ended (so the server need not wait for them), and once it
/// has closed the tabs' sockets and stopped, every session ends, so that its views'
/// `onDisappear` actions run and their tasks are cancelled.
struct WebSessionShutdown: Service {
  let registry: WebSessionRegistry
  let unusedConnections: UnusedConnections

  func run() async {
    try? await gracefulShutdown()
    unusedConnections.endAll()
    await registry.shutDown()
  }
}
