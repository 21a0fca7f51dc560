import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reads the terminal on a thread of its own, decoding keys and noticing resizes.
///
/// Blocking reads cannot be awaited, so a dedicated thread waits in `poll` on the terminal
/// and on a wake pipe, and passes what it finds to the app's event stream.
final class InputReader: Sendable {
  private let wakePipe: TerminalSession.WakePipe
  private let finished = DispatchSemaphore(value: 0)

  /// How long a lone Esc (or an unfinished sequence) waits for the rest before it counts
  /// as the Esc key. Terminals send a whole sequence at once, well within this.
  static let escapeTimeoutMilliseconds: Int32 = 30

  /// The byte the session sends through the wake pipe to stop the reader.
  static let stopByte: UInt8 = 0x51  // "Q"

  /// Starts reading `input` on a new thread, waking on `wakePipe` for resizes.
  init(input: Int32, wakePipe: TerminalSession.WakePipe, events: AsyncStream<TerminalEvent>.Continuation) {
    self.wakePipe = wakePipe
    let finished = finished
    let thread = Thread {
      Self.run(input: input, wake: wakePipe.reader, events: events)
      finished.signal()
    }
    thread.name = "ComposableTerminal input"
    thread.start()
  }

  /// Stops the thread and waits until it has, so the descriptors it polls can be closed
  /// without the thread touching a number the process has since reused.
  func stop() {
    var byte = Self.stopByte
    _ = write(wakePipe.writer, &byte, 1)
    finished.wait()
  }

  private static func run(input: Int32, wake: Int32, events: AsyncStream<TerminalEvent>.Continuation) {
    var parser = InputParser()
    var buffer = [UInt8](repeating: 0, count: 1024)
    var descriptors = [
      pollfd(fd: input, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      let timeout = parser.hasPendingInput ? escapeTimeoutMilliseconds : -1
      let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
      if ready < 0 {
        if errno == EINTR { continue }
        events.yield(.inputClosed(errno: errno))
        return
      }
      if ready == 0 {
        for key in parser.flush() { events.yield(.key(key)) }
        continue
      }
      if descriptors[1].revents != 0 {
        let count = read(wake, &buffer, buffer.count)
        if count <= 0 || buffer[0..<count].contains(stopByte) { return }
        events.yield(.resize)
      }
      if descriptors[0].revents != 0 {
        let count = read(input, &buffer, buffer.count)
        if count < 0, errno == EINTR || errno == EAGAIN { continue }
        guard count > 0 else {
          events.yield(.inputClosed(errno: count == 0 ? 0 : errno))
          return
        }
        for key in parser.feed(buffer[0..<count]) { events.yield(.key(key)) }
      }
    }
  }
}
