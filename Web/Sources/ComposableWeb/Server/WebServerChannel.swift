import HummingbirdCore
import Logging
import NIOCore

/// The server's connections: HTTP/1 with the WebSocket upgrade, and a connection on which the
/// browser has sent nothing yet closed when the server shuts down.
///
/// Browsers open connections ahead of need (Chromium preconnects one per page). Until such a
/// connection carries a request, the upgradable HTTP pipeline has nothing that hears the
/// server's shutdown (`ChannelShouldQuiesceEvent`) — its idle-timeout and quiescing handler is
/// added with the first request — so the graceful shutdown would wait for it as long as the tab
/// stays open. Nothing is in flight on it, so closing it loses nothing.
struct WebServerChannel<Base: ServerChildChannel>: ServerChildChannel {
  let base: Base

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Base.Value> {
    channel.eventLoop.submit {
      try channel.pipeline.syncOperations.addHandler(UnusedConnectionCloser(), position: .first)
    }
    .flatMap { base.setup(channel: channel, logger: logger) }
  }

  func handle(value: Base.Value, logger: Logger) async {
    await base.handle(value: value, logger: logger)
  }
}

/// Closes its connection at the server's shutdown if nothing was read on it.
private final class UnusedConnectionCloser: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer

  private var hasRead = false

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    hasRead = true
    context.fireChannelRead(data)
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    if event is ChannelShouldQuiesceEvent, !hasRead {
      context.close(promise: nil)
    } else {
      context.fireUserInboundEventTriggered(event)
    }
  }
}
