extension Effect {
  /// Lets at most one action through per `interval` for effects throttled with the same id.
  ///
  /// The first action is sent at once. An action arriving within the interval is held back and
  /// sent when the interval ends — the most recent one when `latest` is `true`, the first one held
  /// back otherwise — and a newer throttled effect replaces an older one that is still waiting.
  public func throttle<ID: Hashable & Sendable, C: Clock>(
    id: ID,
    for interval: C.Duration,
    clock: C,
    latest: Bool
  ) -> Self {
    switch self.operation {
    case .none:
      return .none
    default:
      return Self.run { send in
        // Read while the effect runs, not when it is created: a child feature's effects are moved
        // into the child's namespace after its reducer returns them, so only now does the token
        // tell this child's throttle apart from a sibling's with the same id.
        let token = CancelToken.current(id)
        let actions = LockIsolated<[UncheckedSendable<Action>]>([])
        await self.runInCurrentTask(
          send: Send { action in
            let action = UncheckedSendable(action)
            actions.withValue { $0.append(action) }
          }
        )
        for action in actions.value {
          let delay = await ThrottleLedger.admit(
            action, token: token, interval: interval, clock: clock, latest: latest
          )
          if let delay {
            try await clock.sleep(for: delay)
            guard
              let held = await ThrottleLedger.release(token: token, interval: interval, clock: clock)
            else { continue }
            await send(held.value as! Action)
          } else {
            await send(action.value)
          }
        }
      }
      .cancellable(id: id, cancelInFlight: true)
    }
  }
}

/// When each throttled id last let an action through, and the action it holds back.
///
/// Entries whose interval has passed are dropped from time to time: such an entry tells `admit`
/// nothing (an action arriving then goes through at once, as if there were no entry), and without
/// this the ledger would keep one entry per child feature that ever throttled, since a child's ids
/// live in its own namespace (a pushed element's, a presented child's).
@MainActor
enum ThrottleLedger {
  struct Entry {
    var lastSent: any Sendable
    var held: UncheckedSendable<Any>?
    /// Whether the interval since `lastSent` has passed.
    let hasExpired: () -> Bool

    init<C: Clock>(
      lastSent: C.Instant, held: UncheckedSendable<Any>?, interval: C.Duration, clock: C
    ) {
      self.lastSent = lastSent
      self.held = held
      self.hasExpired = { lastSent.duration(to: clock.now) >= interval }
    }
  }

  static var entries: [CancelToken: Entry] = [:]
  /// The size at which the next `admit` drops expired entries; doubles with the entries that
  /// remain, so that dropping costs O(1) amortized per action.
  static let minimumPruneThreshold = 64
  private static var pruneThreshold = minimumPruneThreshold

  /// Records an arriving action: returns `nil` if it may be sent now, or how long to wait before
  /// sending the held-back action.
  static func admit<Action, C: Clock>(
    _ action: UncheckedSendable<Action>,
    token: CancelToken,
    interval: C.Duration,
    clock: C,
    latest: Bool
  ) -> C.Duration? {
    if self.entries.count >= self.pruneThreshold {
      self.entries = self.entries.filter { !$0.value.hasExpired() }
      self.pruneThreshold = max(self.minimumPruneThreshold, 2 * self.entries.count)
    }
    let now = clock.now
    guard
      var entry = self.entries[token],
      let lastSent = entry.lastSent as? C.Instant,
      lastSent.duration(to: now) < interval
    else {
      self.entries[token] = Entry(lastSent: now, held: nil, interval: interval, clock: clock)
      return nil
    }
    if latest || entry.held == nil {
      entry.held = UncheckedSendable(action.value)
    }
    self.entries[token] = entry
    return interval - lastSent.duration(to: now)
  }

  /// Takes the held-back action once its interval has ended.
  static func release<C: Clock>(
    token: CancelToken, interval: C.Duration, clock: C
  ) -> UncheckedSendable<Any>? {
    let held = self.entries[token]?.held
    self.entries[token] = Entry(lastSent: clock.now, held: nil, interval: interval, clock: clock)
    return held
  }
}
