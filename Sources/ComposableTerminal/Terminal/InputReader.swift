import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reads the terminal on a thread of its own, decoding keys and noticing resizes and
/// continuation after a stop.
///
/// Blocking reads cannot be awaited, so a dedicated thread waits in `poll` on the terminal
/// and on a wake pipe, and passes what it finds to the app's event stream: the keys of one
/// read together, so the app handles a burst of input before it draws.
///
/// The thread also guarantees that Ctrl-C quits when the app is too busy to: if the app has
/// not stopped the reader shortly after Ctrl-C, it raises SIGINT, whose handler restores the
/// terminal before the process ends.
final class InputReader: Sendable {
  private let wakePipe: TerminalSession.WakePipe
  private let finished = DispatchSemaphore(value: 0)

  /// How long a lone Esc (or an unfinished sequence) waits for the rest before it counts
  /// as the Esc key. Terminals send a whole sequence at once, well within this.
  static let escapeTimeoutMilliseconds: Int32 = 30

  /// The byte the session sends through the wake pipe to stop the reader.
  static let stopByte: UInt8 = 0x51  // "Q"

  /// How long a terminal app has to quit after Ctrl-C before the reader ends the process.
  static let quitGrace = Duration.milliseconds(80)

  /// Starts reading `input` on a new thread, waking on `wakePipe` for resizes. With a
  /// `quitGrace`, the process ends that long after Ctrl-C unless the reader was stopped.
  init(
    input: Int32, wakePipe: TerminalSession.WakePipe, events: AsyncStream<TerminalEvent>.Continuation,
    quitGrace: Duration?
  ) {
    self.wakePipe = wakePipe
    let finished = finished
    let thread = Thread {
      Self.run(input: input, wake: wakePipe.reader, events: events, quitGrace: quitGrace)
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

  private static func run(
    input: Int32, wake: Int32, events: AsyncStream<TerminalEvent>.Continuation, quitGrace: Duration?
  ) {
    var parser = InputParser()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var descriptors = [
      pollfd(fd: input, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
    ]
    let clock = ContinuousClock()
    var quitDeadline: ContinuousClock.Instant?
    while true {
      var timeout: Int32 = parser.hasPendingInput ? escapeTimeoutMilliseconds : -1
      if let quitDeadline {
        let remaining = clock.now.duration(to: quitDeadline)
        guard remaining > .zero else {
          // The app did not get to the Ctrl-C in time; the SIGINT handler restores the terminal.
          raise(SIGINT)
          return
        }
        let milliseconds = Int32(remaining.components.attoseconds / 1_000_000_000_000_000) + 1
        timeout = timeout < 0 ? milliseconds : min(timeout, milliseconds)
      }
      let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
      if ready < 0 {
        if errno == EINTR { continue }
        events.yield(.inputClosed(errno: errno))
        return
      }
      if ready == 0 {
        let keys = parser.flush()
        if !keys.isEmpty { events.yield(.keys(keys)) }
        continue
      }
      if descriptors[1].revents != 0 {
        let count = read(wake, &buffer, buffer.count)
        if count <= 0 || buffer[0..<count].contains(stopByte) { return }
        if buffer[0..<count].contains(SignalHandling.continueByte) { events.yield(.resume) }
        if buffer[0..<count].contains(SignalHandling.resizeByte) { events.yield(.resize) }
      }
      if descriptors[0].revents != 0 {
        let count = read(input, &buffer, buffer.count)
        if count < 0, errno == EINTR || errno == EAGAIN { continue }
        guard count > 0 else {
          events.yield(.inputClosed(errno: count == 0 ? 0 : errno))
          return
        }
        let keys = parser.feed(buffer[0..<count])
        guard !keys.isEmpty else { continue }
        if quitDeadline == nil, let quitGrace, keys.contains(.control("c")) {
          quitDeadline = clock.now.advanced(by: quitGrace)
        }
        events.yield(.keys(keys))
      }
    }
  }
}
