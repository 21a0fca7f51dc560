/// The drawing side of the runner: paces frames, writes the diff, runs the spinner timer.
@MainActor
struct FrameDriver<C: Clock<Duration>> {
  let host: ViewHost
  let device: TerminalDevice
  let clock: C
  let events: AsyncStream<TerminalEvent>.Continuation
  var renderer = ScreenRenderer()
  var pacer = FramePacer<C.Instant>()
  var isFrameScheduled = false
  var animation: Task<Void, Never>?

  init(host: ViewHost, device: TerminalDevice, clock: C, events: AsyncStream<TerminalEvent>.Continuation) {
    self.host = host
    self.device = device
    self.clock = clock
    self.events = events
  }

  mutating func draw() {
    device.write(renderer.render(host.render()))
    pacer.frameDrawn(at: clock.now)
    updateAnimation()
  }

  mutating func drawIfNeeded() {
    if host.needsRedraw { draw() }
  }

  /// After a resize the terminal's contents are unknown: paint everything.
  mutating func repaint() {
    renderer.invalidate()
    draw()
  }

  mutating func scheduleFrame() {
    guard host.needsRedraw, !isFrameScheduled else { return }
    isFrameScheduled = true
    let delay = pacer.delay(at: clock.now)
    guard delay > .zero else {
      events.yield(.frameDue)
      return
    }
    Task { [clock, events] in
      try? await clock.sleep(for: delay)
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
  }
}
