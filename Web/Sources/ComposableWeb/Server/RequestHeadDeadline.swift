import NIOCore

/// Closes a connection whose first request head (request line and headers) has not ended within
/// ``WebConfiguration/requestHeadTimeout`` of the connection opening: a client that sends its
/// headers a byte at a time, or nothing at all, would otherwise keep a connection (and a file
/// descriptor) for as long as it liked.
///
/// It reads the bytes ahead of the HTTP decoder because, until a head ends, the upgradable HTTP
/// pipeline has no handler that could time it out: Hummingbird adds its idle-timeout handler
/// with the first request, and from then on that handler bounds the wait for each next request
/// (`WebServer` sets its timeout to the same value). A WebSocket is bounded by its pings.
///
/// It holds the head's bytes back until the head has ended, so that a connection still sending
/// its head is, to the rest of the pipeline, one that has sent nothing: nothing is in flight on
/// it, a shutdown ends it at once (see `UnusedConnectionCloser`), and it is ended as quietly,
/// without the decoder seeing half a head and the WebSocket layer logging an error.
final class RequestHeadDeadline: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer

  /// More than the HTTP decoder accepts for a head (80 KiB of headers): such a client is ended.
  static let maximumHeadBytes = 96 * 1024

  private let timeout: Duration
  private let clock: any Clock<Duration>
  private var timer: Task<Void, Never>?
  private var head = HeadEnd()
  private var heldBytes: ByteBuffer?
  private var isDone = false

  init(timeout: Duration, clock: any Clock<Duration>) {
    self.timeout = timeout
    self.clock = clock
  }

  func handlerAdded(context: ChannelHandlerContext) {
    if context.channel.isActive { start(context: context) }
  }

  func channelActive(context: ChannelHandlerContext) {
    start(context: context)
    context.fireChannelActive()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    timer?.cancel()
  }

  func channelInactive(context: ChannelHandlerContext) {
    timer?.cancel()
    context.fireChannelInactive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !isDone else { return }
    var bytes = unwrapInboundIn(data)
    guard head.read(bytes.readableBytesView) else {
      if heldBytes == nil {
        heldBytes = bytes
      } else {
        heldBytes!.writeBuffer(&bytes)
      }
      if heldBytes!.readableBytes > Self.maximumHeadBytes { end(context.channel) }
      return
    }
    isDone = true
    timer?.cancel()
    if var held = heldBytes {
      heldBytes = nil
      held.writeBuffer(&bytes)
      context.fireChannelRead(wrapInboundOut(held))
    } else {
      context.fireChannelRead(data)
    }
    context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
  }

  private func start(context: ChannelHandlerContext) {
    guard timer == nil, !isDone else { return }
    let channel = context.channel
    let handler = NIOLoopBound(self, eventLoop: context.eventLoop)
    timer = startConnectionDeadline(on: context.eventLoop, after: timeout, clock: clock) {
      if !handler.value.isDone { handler.value.end(channel) }
    }
  }

  /// Ends the connection as if the client had closed its side, as `UnusedConnectionCloser` does
  /// (the WebSocket layer takes that as routine), then closes it.
  private func end(_ channel: any Channel) {
    isDone = true
    heldBytes = nil
    channel.pipeline.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
    channel.close(promise: nil)
  }
}

/// Finds where a request head ends: at the first empty line after a line with content (a bare
/// LF ends a line as CRLF does, and blank lines before the request line are skipped, as the
/// HTTP decoder does), however the bytes are split between reads.
struct HeadEnd {
  private var lineHasContent = false
  private var headHasContent = false

  /// Reads the next bytes; `true` once the head has ended.
  mutating func read(_ bytes: some Sequence<UInt8>) -> Bool {
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "\n"):
        if headHasContent && !lineHasContent { return true }
        lineHasContent = false
      case UInt8(ascii: "\r"):
        break
      default:
        lineHasContent = true
        headHasContent = true
      }
    }
    return false
  }
}
