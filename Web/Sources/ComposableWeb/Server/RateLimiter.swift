/// A token bucket: `burst` events at once, refilled at `rate` per second.
struct RateLimiter {
  private let rate: Double
  private let burst: Double
  private var tokens: Double
  private var last: Duration
  /// The events refused since the bucket was last full. A client that stays over the rate
  /// never lets the bucket refill, so this grows for as long as it floods, however often an
  /// event of it gets through; a client that pauses long enough to refill starts again from 0.
  private(set) var refusedSinceFull = 0

  init(rate: Double, burst: Int, now: Duration) {
    self.rate = rate
    self.burst = Double(burst)
    self.tokens = Double(burst)
    self.last = now
  }

  /// Whether an event at `now` is within the limit; takes a token if so.
  mutating func allow(now: Duration) -> Bool {
    let elapsed = now - last
    last = now
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    tokens = min(burst, tokens + seconds * rate)
    if tokens == burst { refusedSinceFull = 0 }
    guard tokens >= 1 else {
      refusedSinceFull += 1
      return false
    }
    tokens -= 1
    return true
  }
}
