import Foundation

/// The inspector's messages to its pages, made and sent off the main actor, in the order queued.
///
/// The main actor only queues what a message needs (copies of steps' actions and states); a
/// serial queue then walks their mirrors, diffs and encodes them, and hands the text to the
/// pages. Memory stays bounded without ever making the store wait: the step summaries queued at
/// once are at most `stepLimit`; a batch that would exceed it is refused, and the inspector then
/// queues the whole history instead (``replaceSteps(count:with:)``), which drops the step
/// messages still waiting (the history holds them).
final class InspectorOutbox: @unchecked Sendable {
  /// How many step summaries may wait at once (besides those being made).
  let stepLimit: Int
  private let lock = NSLock()
  private let queue = DispatchQueue(label: "ComposableWeb.InspectorOutbox")
  private var jobs: [Job] = []
  /// The steps that the jobs waiting list.
  private var queuedSteps = 0
  private var isDraining = false
  private var _maximumQueuedSteps = 0

  /// The work that makes and sends a message: the values it captured are copies the main actor
  /// no longer touches.
  private struct Job: @unchecked Sendable {
    /// The steps it lists (a batch of steps, or a history): what may be dropped for a history.
    let steps: Int
    let run: () -> Void
  }

  init(stepLimit: Int) {
    self.stepLimit = max(1, stepLimit)
  }

  /// The most step summaries that have waited at once.
  var maximumQueuedSteps: Int {
    self.lock.withLock { self._maximumQueuedSteps }
  }

  /// Queues work that lists no step (a status, a step's detail).
  func queue(_ run: @escaping () -> Void) {
    self.lock.withLock { self.append(Job(steps: 0, run: run)) }
  }

  /// Queues the work that lists `count` new steps, unless that would exceed the limit: `false`.
  func queueSteps(count: Int, _ run: @escaping () -> Void) -> Bool {
    self.lock.withLock {
      guard self.queuedSteps + count <= self.stepLimit else { return false }
      self.append(Job(steps: count, run: run))
      return true
    }
  }

  /// Queues the work that lists `count` steps whatever the limit (a new page's history, which
  /// drops nothing that other pages wait for).
  func queueListing(count: Int, _ run: @escaping () -> Void) {
    self.lock.withLock { self.append(Job(steps: count, run: run)) }
  }

  /// Drops the step lists still waiting and queues `run`, which lists all `count` steps kept.
  func replaceSteps(count: Int, with run: @escaping () -> Void) {
    self.lock.withLock {
      self.jobs.removeAll { $0.steps > 0 }
      self.queuedSteps = 0
      self.append(Job(steps: count, run: run))
    }
  }

  /// Waits until everything queued so far is sent.
  func waitUntilSent() {
    self.queue.sync { self.drain() }
  }

  /// (Called with the lock held.)
  private func append(_ job: Job) {
    self.jobs.append(job)
    self.queuedSteps += job.steps
    self._maximumQueuedSteps = max(self._maximumQueuedSteps, self.queuedSteps)
    guard !self.isDraining else { return }
    self.isDraining = true
    self.queue.async { self.drain() }
  }

  private func drain() {
    while true {
      let jobs: [Job] = self.lock.withLock {
        let jobs = self.jobs
        self.jobs.removeAll(keepingCapacity: true)
        self.queuedSteps = 0
        if jobs.isEmpty { self.isDraining = false }
        return jobs
      }
      guard !jobs.isEmpty else { return }
      for job in jobs { job.run() }
    }
  }
}
