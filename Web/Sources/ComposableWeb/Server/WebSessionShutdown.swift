import ServiceLifecycle

/// The server's sessions as a service of its application: when the server shuts down (after it
/// has closed the tabs' sockets and stopped), every session ends, so that its views'
/// `onDisappear` actions run and their tasks are cancelled.
struct WebSessionShutdown: Service {
  let registry: WebSessionRegistry

  func run() async {
    try? await gracefulShutdown()
    await registry.shutDown()
  }
}
