import HummingbirdCore
import NIOCore
import NIOHTTPTypes

/// Closes a connection whose request has not ended within ``WebConfiguration/requestBodyTimeout``
/// of its head: a client that sends a body a byte at a time would otherwise hold the connection,
/// and the task serving it, for as long as it liked.
///
/// Hummingbird's idle timeout does not bound it: it fires only when nothing at all arrives for a
/// while, so one byte every few seconds keeps it away. Nor is a route's own wait enough: after
/// a response, the server reads whatever is left of the request's body before the next request,
/// so a body sent to a route that ignores it (a `GET /` with a `Content-Length`) is read too.
///
/// Hummingbird adds it to plain HTTP connections after its HTTP decoding (a WebSocket upgrade
/// never reaches it), one per connection.
final class RequestBodyDeadline: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart

  private let timeout: Duration
  private let clock: any Clock<Duration>
  private var timer: Task<Void, Never>?
  /// Counts the requests begun, so that a deadline that fires after its request ended (its
  /// cancellation raced the sleep's end) does nothing.
  private var requestNumber = 0
  private var isReading = false

  init(timeout: Duration, clock: any Clock<Duration>) {
    self.timeout = timeout
    self.clock = clock
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch unwrapInboundIn(data) {
    case .head:
      requestNumber += 1
      isReading = true
      start(context: context, request: requestNumber)
    case .end:
      isReading = false
      timer?.cancel()
      timer = nil
    case .body:
      break
    }
    context.fireChannelRead(data)
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    timer?.cancel()
  }

  func channelInactive(context: ChannelHandlerContext) {
    timer?.cancel()
    context.fireChannelInactive()
  }

  private func start(context: ChannelHandlerContext, request: Int) {
    timer?.cancel()
    let channel = context.channel
    let handler = NIOLoopBound(self, eventLoop: context.eventLoop)
    timer = startConnectionDeadline(on: context.eventLoop, after: timeout, clock: clock) {
      let handler = handler.value
      guard handler.isReading, handler.requestNumber == request else { return }
      handler.isReading = false
      channel.close(promise: nil)
    }
  }
}
