import ComposableArchitecture
import Foundation
import Testing

@testable import ComposableTerminal

/// The terminal runner's drawing side, with a test clock and a pipe for a terminal.
@MainActor
struct FrameDriverTests {
  /// A pipe standing in for the terminal's output.
  final class Output {
    let reader: Int32
    let device: TerminalDevice

    init() {
      var descriptors: [Int32] = [0, 0]
      precondition(pipe(&descriptors) == 0)
      reader = descriptors[0]
      device = TerminalDevice(input: -1, output: descriptors[1])
      _ = fcntl(reader, F_SETFL, O_NONBLOCK)
    }

    /// What was written since the last call.
    func take() -> String {
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = read(reader, &buffer, buffer.count)
        guard count > 0 else { break }
        bytes += buffer[0..<count]
      }
      return String(decoding: bytes, as: UTF8.self)
    }

    deinit {
      close(reader)
      close(device.output)
    }
  }

  @Test func changesSoonAfterAFrameWaitForTheIntervalAndAreDrawnTogether() async {
    let model = CounterModel()
    let clock = TestClock()
    let output = Output()
    let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    let host = ViewHost(size: Size(width: 12, height: 1), content: { Text("Count: \(model.count)") })
    var frames = FrameDriver(host: host, device: output.device, clock: clock, events: continuation)
    frames.draw()
    #expect(output.take().contains("Count:"))

    model.count = 1
    frames.scheduleFrame()
    model.count = 2
    frames.scheduleFrame()
    #expect(frames.isFrameScheduled)
    #expect(host.frameCount == 1)

    // Just past the interval: whether the frame's task registers its sleep before or after the
    // advance, its deadline has then passed (a TestClock sleep that registers exactly at its
    // deadline would wait for the next advance).
    await clock.advance(by: FramePacer<TestClock<Duration>.Instant>().minimumInterval + .milliseconds(1))
    var iterator = events.makeAsyncIterator()
    guard case .frameDue = await iterator.next() else {
      Issue.record("expected the paced frame")
      return
    }
    frames.frameIsDue()
    #expect(host.frameCount == 2)
    #expect(output.take() == ANSI.moveCursor(column: 7, row: 0) + Style.plain.selectGraphicRendition + "2")
    frames.stop()
  }

  @Test func aChangeLongAfterTheLastFrameIsDrawnAtOnce() async {
    let model = CounterModel()
    let clock = TestClock()
    let output = Output()
    let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    let host = ViewHost(size: Size(width: 12, height: 1), content: { Text("Count: \(model.count)") })
    var frames = FrameDriver(host: host, device: output.device, clock: clock, events: continuation)
    frames.draw()
    _ = output.take()
    await clock.advance(by: .seconds(1))

    model.count = 5
    frames.scheduleFrame()
    var iterator = events.makeAsyncIterator()
    guard case .frameDue = await iterator.next() else {
      Issue.record("expected an immediate frame")
      return
    }
    frames.frameIsDue()
    #expect(output.take().hasSuffix("5"))
  }

  @Test func aChangeToUnreadStateSchedulesNoFrame() {
    let model = CounterModel()
    let output = Output()
    let (_, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    let host = ViewHost(size: Size(width: 12, height: 1), content: { Text("Count: \(model.count)") })
    var frames = FrameDriver(host: host, device: output.device, clock: TestClock(), events: continuation)
    frames.draw()
    model.unrelated += 1
    frames.scheduleFrame()
    #expect(!frames.isFrameScheduled)
  }

  @Test func aBellWakesTheRunnerAndIsWrittenOnceAfterTheNextFrame() async {
    let output = Output()
    let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    let host = ViewHost(size: Size(width: 12, height: 1), content: { Text("Hi") }) {
      continuation.yield(.invalidated)
    }
    var frames = FrameDriver(host: host, device: output.device, clock: TestClock(), events: continuation)
    frames.draw()
    _ = output.take()

    host.ringBell()
    host.ringBell()
    var iterator = events.makeAsyncIterator()
    guard case .invalidated = await iterator.next() else {
      Issue.record("expected the bell to wake the runner")
      return
    }
    #expect(frames.needsWrite)
    frames.drawIfNeeded()
    // Nothing changed on screen: the frame is just the bell, rung once for both.
    #expect(output.take() == "\u{7}")
    #expect(host.frameCount == 1)
    #expect(!frames.needsWrite)
    frames.stop()
  }

  @Test func aNoticeCoversTheBottomRowUntilItIsCleared() {
    let output = Output()
    let (_, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    let host = ViewHost(size: Size(width: 14, height: 2), content: {
      VStack(alignment: .leading) {
        Text("Count: 0")
        Text("q: quit")
      }
    })
    var frames = FrameDriver(host: host, device: output.device, clock: TestClock(), events: continuation)
    frames.draw()
    _ = output.take()

    frames.notice = "Inspector: http://127.0.0.1:9000/?t=abc"
    #expect(frames.needsWrite)
    frames.drawIfNeeded()
    // Cut at the width, in reverse video, over the app's bottom row; the row above untouched.
    let written = output.take()
    #expect(written.hasPrefix(ANSI.moveCursor(column: 0, row: 1)))
    #expect(written.contains(Style(isInverse: true).selectGraphicRendition + "Inspector: htt"))
    #expect(!written.contains("Count"))
    #expect(!frames.needsWrite)

    frames.notice = nil
    frames.drawIfNeeded()
    #expect(output.take().contains("q: quit"))
    #expect(host.frameCount == 1)
  }
}
