import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOConcurrencyHelpers
import NIOCore
import ServiceLifecycle

/// The server's connections: HTTP/1 with the WebSocket upgrade, and a connection on which the
/// browser has sent nothing yet ended when the server shuts down.
///
/// Browsers open connections ahead of need (Chromium preconnects one per page). Until such a
/// connection carries a request, the upgradable HTTP pipeline has nothing that hears the
/// server's shutdown (`ChannelShouldQuiesceEvent`) — its idle-timeout and quiescing handler is
/// added with the first request — so the graceful shutdown would wait for it as long as the tab
/// stays open. Nothing is in flight on it, so ending it loses nothing.
///
/// The connection is ended as if the browser had closed its side: the WebSocket upgrade handler
/// then closes it and reports a closed input, which the WebSocket layer treats as routine. Closing
/// the channel directly instead makes that layer log an error ("Error handling upgrade result")
/// for every such connection at each shutdown.
///
/// Every connection is also kept in ``OpenConnections`` until it closes: when the server starts
/// shutting down (which each connection's task hears), those still open after the grace period
/// are closed, whatever their clients are doing.
struct WebServerChannel<Base: ServerChildChannel>: ServerChildChannel {
  let base: Base
  let unusedConnections: UnusedConnections
  let openConnections: OpenConnections
  let shutdownGracePeriod: Duration
  let requestHeadTimeout: Duration
  let clock: any Clock<Duration>

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Base.Value> {
    openConnections.add(channel)
    return channel.eventLoop.submit {
      try channel.pipeline.syncOperations.addHandler(
        UnusedConnectionCloser(unusedConnections: unusedConnections), position: .first)
      try channel.pipeline.syncOperations.addHandler(
        RequestHeadDeadline(timeout: requestHeadTimeout, clock: clock), position: .first)
    }
    .flatMap { base.setup(channel: channel, logger: logger) }
  }

  func handle(value: Base.Value, logger: Logger) async {
    await withGracefulShutdownHandler {
      await base.handle(value: value, logger: logger)
    } onGracefulShutdown: { [openConnections, shutdownGracePeriod, clock] in
      openConnections.closeAll(after: shutdownGracePeriod, clock: clock)
    }
  }
}

extension WebServerChannel where Base == HTTP1WebSocketUpgradeChannel {
  /// HTTP/1 with the WebSocket upgrade to `webSocketRouter`'s routes, within `configuration`'s
  /// limits: the request head's and body's deadlines, the largest frame, the shutdown's grace
  /// period. The web host and the inspector both serve this way.
  static func builder(
    webSocketRouter: Router<BasicWebSocketRequestContext>, configuration: WebConfiguration,
    unusedConnections: UnusedConnections, openConnections: OpenConnections
  ) -> HTTPServerBuilder {
    HTTPServerBuilder { [webSocketResponder = webSocketRouter.buildResponder()] responder in
      WebServerChannel(
        base: HTTP1WebSocketUpgradeChannel(
          responder: responder,
          webSocketResponder: webSocketResponder,
          configuration: .init(
            // Bounds the wait for each request after the first (`RequestHeadDeadline` bounds
            // the first): an idle keep-alive connection, a next head sent a byte at a time.
            http1: .init(
              additionalChannelHandlers: [
                RequestBodyDeadline(
                  timeout: configuration.requestBodyTimeout, clock: configuration.clock)
              ],
              idleTimeout: TimeAmount(configuration.requestHeadTimeout)),
            ws: .init(maxFrameSize: configuration.maxMessageBytes))
        ),
        unusedConnections: unusedConnections, openConnections: openConnections,
        shutdownGracePeriod: configuration.shutdownGracePeriod,
        requestHeadTimeout: configuration.requestHeadTimeout, clock: configuration.clock)
    }
  }
}

/// The connections nothing has been read on yet, so that the server's shutdown can end them.
///
/// The quiescing event alone is not enough: a connection accepted just as the shutdown starts can
/// receive it before its pipeline has a handler that hears it, and would then keep the server
/// running. A connection either registers before the shutdown, and is ended with the others, or
/// after, and ends itself at once.
final class UnusedConnections: Sendable {
  private struct State {
    var isShuttingDown = false
    var channels: [ObjectIdentifier: any Channel] = [:]
  }

  private let state = NIOLockedValueBox(State())

  /// Adds a connection; `false` if the server is already shutting down.
  func add(_ channel: any Channel) -> Bool {
    state.withLockedValue { state in
      guard !state.isShuttingDown else { return false }
      state.channels[ObjectIdentifier(channel)] = channel
      return true
    }
  }

  func remove(_ channel: any Channel) {
    _ = state.withLockedValue { $0.channels.removeValue(forKey: ObjectIdentifier(channel)) }
  }

  /// Ends every connection nothing has been read on, and any that registers from now on.
  func endAll() {
    let channels = state.withLockedValue { state in
      state.isShuttingDown = true
      return Array(state.channels.values)
    }
    for channel in channels {
      channel.pipeline.fireUserInboundEventTriggered(EndIfUnused())
    }
  }
}

/// Asks a connection's ``UnusedConnectionCloser`` to end it if nothing has been read on it.
private struct EndIfUnused {}

/// Ends its connection at the server's shutdown if nothing was read on it.
private final class UnusedConnectionCloser: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer

  private let unusedConnections: UnusedConnections
  private var hasRead = false
  /// Whether the server asked to end the connection, perhaps before it was active.
  private var isEnding = false

  init(unusedConnections: UnusedConnections) {
    self.unusedConnections = unusedConnections
  }

  func handlerAdded(context: ChannelHandlerContext) {
    if !unusedConnections.add(context.channel) {
      end(context: context)
    }
  }

  func channelActive(context: ChannelHandlerContext) {
    context.fireChannelActive()
    if isEnding {
      end(context: context)
    }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    unusedConnections.remove(context.channel)
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    if !hasRead {
      hasRead = true
      unusedConnections.remove(context.channel)
    }
    context.fireChannelRead(data)
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    switch event {
    case is ChannelShouldQuiesceEvent where !hasRead, is EndIfUnused:
      end(context: context)
    default:
      context.fireUserInboundEventTriggered(event)
    }
  }

  private func end(context: ChannelHandlerContext) {
    isEnding = true
    // A connection is set up before it is active; it is then ended when it becomes active.
    guard !hasRead, context.channel.isActive else { return }
    context.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
    // The upgrade handler has closed it by now; this is for a pipeline without one.
    context.close(promise: nil)
  }
}
