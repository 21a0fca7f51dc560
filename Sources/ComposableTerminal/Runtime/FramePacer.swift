/// Keeps redraws to at most one per `minimumInterval` (60 a second by default).
///
/// Changes that arrive while a frame is pending are drawn together in that frame; a change
/// right after a frame waits for the rest of the interval instead of drawing at once.
struct FramePacer<Instant: InstantProtocol> where Instant.Duration == Duration {
  let minimumInterval: Duration
  private var lastFrame: Instant?

  init(minimumInterval: Duration = .milliseconds(1000) / 60) {
    self.minimumInterval = minimumInterval
  }

  /// How long to wait before drawing a frame requested at `now`.
  func delay(at now: Instant) -> Duration {
    guard let lastFrame else { return .zero }
    let elapsed = lastFrame.duration(to: now)
    return elapsed >= minimumInterval ? .zero : minimumInterval - elapsed
  }

  mutating func frameDrawn(at now: Instant) {
    lastFrame = now
  }
}
