import Foundation

/// One recording in progress: its file, its writer and its line encoder.
///
/// Used only from the reducer, which the store runs on its actor, one action at a time. It copies
/// what each step needs (the action, the state after it, what the step read) and queues the line's
/// encoding on the writer's thread (``RecordingLineEncoder``): the store's actor does not encode.
final class RecordingSession<State: Encodable, Action: Encodable> {
  let url: URL
  let location: SourceLocation
  let bufferCapacity: Int
  let dependencies: [_RecordedDependency]
  /// What the `dependencies` gave effects, written with the next step.
  let results: RecordedResults
  private(set) var writer: RecordingWriter?
  private let lines = RecordingLineEncoder<State, Action>()
  private var isStarted = false
  private var isStopped = false
  private var feature = ""
  private var stepCount = 0
  private var stopwatch: (() -> Duration)??

  init(
    url: URL, location: SourceLocation, dependencies: [_RecordedDependency] = [],
    bufferCapacity: Int = 256
  ) {
    self.url = url
    self.location = location
    self.dependencies = dependencies
    self.results = RecordedResults(location: location)
    self.bufferCapacity = bufferCapacity
  }

  deinit {
    self.writer?.close()
    self.reportWriteFailure()
    self.reportEncodingFailure()
  }

  /// Opens the file and queues the header, before the first action.
  func start(feature: Any.Type, initialState: State) {
    guard !self.isStarted else { return }
    self.isStarted = true
    self.feature = typeName(feature)
    do {
      self.writer = try RecordingWriter(url: self.url, capacity: self.bufferCapacity)
    } catch {
      self.isStopped = true
      self.location.reportIssue(
        "Could not record \(self.feature) to \(self.url.path): \(error)"
      )
      return
    }
    let lines = self.lines
    let feature = self.feature
    self.writer?.append { lines.header(feature: feature, initialState: initialState) }
  }

  func record(_ action: Action, isFromEffect: Bool, state: State, step: RecordingStep) {
    guard !self.isStopped, !self.reportWriteFailure(), !self.reportEncodingFailure(),
      let writer = self.writer
    else { return }
    self.stepCount += 1
    let lines = self.lines
    let number = self.stepCount
    let results = self.results.take()
    writer.append {
      lines.step(
        action, isFromEffect: isFromEffect, state: state, step: step, results: results,
        number: number
      )
    }
  }

  /// The time since the first action on the store's `continuousClock`, or `nil` under test. The
  /// clock and the context are the store's, looked up once (each lookup costs more than the rest
  /// of what a step does on the store's actor).
  func elapsedTime(in dependencies: DependencyValues) -> Duration? {
    if self.stopwatch == nil {
      self.stopwatch =
        dependencies.context == .test ? .some(nil) : Self.stopwatch(dependencies.continuousClock)
    }
    return self.stopwatch!?()
  }

  private static func stopwatch<C: Clock<Duration>>(_ clock: C) -> () -> Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }

  /// Stops the recording and reports where it was set up if the writer's thread could not write
  /// to the file: without it, the actions after the failure would be missing without a word.
  @discardableResult
  private func reportWriteFailure() -> Bool {
    guard let failure = self.writer?.takeFailure() else { return false }
    self.isStopped = true
    self.location.reportIssue(
      "Recording stopped. Could not write the recording of \(self.feature) to \(self.url.path): "
        + "\(failure)"
    )
    return true
  }

  /// Stops the recording and reports where it was set up if a line could not be encoded (the
  /// encoder ended the file with a line that says why).
  @discardableResult
  private func reportEncodingFailure() -> Bool {
    guard let reason = self.lines.takeStopReason() else { return false }
    self.isStopped = true
    self.location.reportIssue("Recording stopped. \(reason)")
    return true
  }
}
