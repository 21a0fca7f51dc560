import Testing

@testable import ComposableTerminal

struct FramePacerTests {
  @Test func firstFrameIsImmediate() {
    let pacer = FramePacer<ContinuousClock.Instant>()
    #expect(pacer.delay(at: .now) == .zero)
  }

  @Test func framesAreAtMostSixtyASecond() {
    let start = ContinuousClock.now
    var pacer = FramePacer<ContinuousClock.Instant>(minimumInterval: .milliseconds(16))
    pacer.frameDrawn(at: start)
    #expect(pacer.delay(at: start) == .milliseconds(16))
    #expect(pacer.delay(at: start.advanced(by: .milliseconds(10))) == .milliseconds(6))
    #expect(pacer.delay(at: start.advanced(by: .milliseconds(16))) == .zero)
    #expect(pacer.delay(at: start.advanced(by: .seconds(1))) == .zero)
  }

  @Test func defaultIntervalIsASixtiethOfASecond() {
    #expect(FramePacer<ContinuousClock.Instant>().minimumInterval == .milliseconds(1000) / 60)
  }
}
