import Foundation

/// The drawing side of the runner: paces frames, writes the diff, runs the spinner timer.
@MainActor
struct FrameDriver<C: Clock<Duration>> {
  let host: ViewHost
  let device: TerminalDevice
  let clock: C
  let events: AsyncStream<TerminalEvent>.Continuation
  var renderer = ScreenRenderer(
    trueColor: ScreenRenderer.terminalSupportsTrueColor(environment: ProcessInfo.processInfo.environment))
  var pacer = FramePacer<C.Instant>()
  var isFrameScheduled = false
  var animation: Task<Void, Never>?
  /// The host's frame last written to the terminal. Keys handled together may have the host
  /// evaluate frames that are never written; the last one is.
  var writtenFrame = -1
  /// The host's bells rung on the terminal so far.
  var rungBells = 0
  /// A line drawn over the bottom row of every frame while set (``TerminalApp/showNotice(_:)``).
  var notice: String? {
    didSet { if notice != oldValue { isNoticeWritten = false } }
  }
  private var isNoticeWritten = true

  init(host: ViewHost, device: TerminalDevice, clock: C, events: AsyncStream<TerminalEvent>.Continuation) {
    self.host = host
    self.device = device
    self.clock = clock
    self.events = events
  }

  /// Whether the terminal does not show the latest state yet.
  var needsWrite: Bool {
    host.needsRedraw || host.frameCount != writtenFrame || host.bellCount != rungBells
      || !isNoticeWritten
  }

  /// Writes the frame's changes, then BEL once if the bell rang since the last frame.
  mutating func draw() {
    if host.needsRedraw || host.frameCount == 0 { host.render() }
    var output: String
    if let notice {
      var screen = host.screen
      screen.drawNotice(notice)
      output = renderer.render(screen)
    } else {
      output = renderer.render(host.screen)
    }
    isNoticeWritten = true
    if host.bellCount != rungBells {
      output += "\u{7}"
      rungBells = host.bellCount
    }
    device.write(output)
    writtenFrame = host.frameCount
    pacer.frameDrawn(at: clock.now)
    updateAnimation()
  }

  mutating func drawIfNeeded() {
    if needsWrite { draw() }
  }

  /// After a resize or a suspension the terminal's contents are unknown: paint everything.
  mutating func repaint() {
    renderer.invalidate()
    draw()
  }

  mutating func scheduleFrame() {
    guard needsWrite, !isFrameScheduled else { return }
    isFrameScheduled = true
    let now = clock.now
    let delay = pacer.delay(at: now)
    guard delay > .zero else {
      events.yield(.frameDue)
      return
    }
    // The deadline is fixed now, not when the task first runs: a task that starts late must not
    // push the frame further out.
    let deadline = now.advanced(by: delay)
    Task { [clock, events] in
      try? await clock.sleep(until: deadline, tolerance: nil)
      events.yield(.frameDue)
    }
  }

  mutating func frameIsDue() {
    isFrameScheduled = false
    drawIfNeeded()
  }

  private mutating func updateAnimation() {
    if host.isAnimating, animation == nil {
      animation = Task { [clock, events] in
        while !Task.isCancelled {
          try? await clock.sleep(for: TerminalApp.animationInterval)
          events.yield(.animationTick)
        }
      }
    } else if !host.isAnimating, let task = animation {
      task.cancel()
      animation = nil
    }
  }

  mutating func stop() {
    animation?.cancel()
    animation = nil
  }
}

extension Screen {
  /// The bottom row in reverse video, holding `notice` (cut at the screen's width).
  fileprivate mutating func drawNotice(_ notice: String) {
    guard size.height > 0 else { return }
    let row = size.height - 1
    let style = Style(isInverse: true)
    for column in 0..<size.width { self[column, row] = Cell(" ", style: style) }
    draw(notice, x: 0, y: row, style: style)
  }
}
