import Foundation

extension Reducer where State: Encodable, Action: Encodable {
  /// Records every action the reducer receives, and the state after it, to a file that a test can
  /// replay (`Recording.assertReplays(reducer:withDependencies:)`) or
  /// that `tca-recording` turns into a test.
  ///
  /// Apply it to the root feature of a store, so that it sees every action the store processes:
  ///
  /// ```swift
  /// let store = Store(initialState: CounterFeature.State()) {
  ///   CounterFeature()
  ///     ._record(to: URL(fileURLWithPath: "counter.jsonl"))
  /// }
  /// ```
  ///
  /// The file is created (or emptied) when the first action arrives; its header holds the state
  /// before that action. Lines are encoded on the store's actor and written by a thread of their
  /// own, with a bounded buffer, and the file is complete once the store goes away or the program
  /// exits. `State` and `Action` must be `Encodable` (and `Decodable` too, for a test to replay
  /// the recording); if a value fails to encode, the recording stops with a line that says why,
  /// and an issue names the type. If the file cannot be created (a missing folder, a directory)
  /// or written (a full disk), an issue at this call names the file and the system's reason, the
  /// recording stops and the app goes on. Pass `nil` to record nothing, at no cost.
  ///
  /// - Parameters:
  ///   - url: The file to write, or `nil` to switch recording off.
  ///   - fileID: The file ID of the call, where issues (a value that fails to encode, a file that
  ///     cannot be written) are reported.
  ///   - filePath: The file path of the call, where issues are reported.
  ///   - line: The line of the call, where issues are reported.
  ///   - column: The column of the call, where issues are reported.
  public func _record(
    to url: URL?,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _RecordReducer<Self> {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return _RecordReducer(
      base: self, session: url.map { RecordingSession(url: $0, location: location) }
    )
  }

  func _record(
    to url: URL, bufferCapacity: Int, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> _RecordReducer<Self> {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return _RecordReducer(
      base: self,
      session: RecordingSession(url: url, location: location, bufferCapacity: bufferCapacity)
    )
  }
}

/// The reducer built by `_record(to:)`.
public struct _RecordReducer<Base: Reducer>: Reducer
where Base.State: Encodable, Base.Action: Encodable {
  let base: Base
  let resolvedBase: LazyReducerFunction<Base.State, Base.Action>
  let session: RecordingSession<Base.State, Base.Action>?

  init(base: Base, session: RecordingSession<Base.State, Base.Action>?) {
    self.base = base
    self.resolvedBase = LazyReducerFunction(base)
    self.session = session
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let session = self.session else {
      return self.resolvedBase.reduce(into: &state, action: action)
    }
    // Read first: reducers this one runs may make a store of their own send an action.
    let isFromEffect = ActionOrigin.isFromEffect
    session.start(feature: Base.self, initialState: state)
    // What the base reads from `uuid` and `date` while it reduces, and where binding actions
    // write, is logged with the step; effects run later, outside of it, and log nothing.
    let step = RecordingStep()
    let effects = withDependencies {
      // When the action came, on the effects' clock: a generated test advances a test clock
      // by the same amounts. Not under test, where the clock is unimplemented unless overridden.
      if $0.context != .test {
        step.time = session.elapsedTime(on: $0.continuousClock)
      }
      let uuid = $0.uuid
      let date = $0.date
      $0.uuid = UUIDGenerator {
        let value = uuid()
        if let current = RecordingStep.current, current === step { step.uuids.append(value) }
        return value
      }
      $0.date = DateGenerator {
        let value = date.now
        if let current = RecordingStep.current, current === step { step.dates.append(value) }
        return value
      }
    } operation: {
      RecordingStep.$current.withValue(step) {
        self.resolvedBase.reduce(into: &state, action: action)
      }
    }
    session.record(action, isFromEffect: isFromEffect, state: state, step: step)
    return effects
  }

  /// Switched off, the reducer is its base: a store runs the base itself, with nothing between.
  public func _resolvedReducer() -> any Reducer<Base.State, Base.Action> {
    self.session == nil ? self.base._resolvedReducer() : self
  }
}

/// One recording in progress: its file, its writer and its encoder.
///
/// Used only from the reducer, which the store runs on its actor, one action at a time.
final class RecordingSession<State: Encodable, Action: Encodable> {
  let url: URL
  let location: SourceLocation
  let bufferCapacity: Int
  private(set) var writer: RecordingWriter?
  private let lines = RecordingLineEncoder<State, Action>()
  private var isStarted = false
  private var isStopped = false
  private var feature = ""
  private var stepCount = 0
  private var stopwatch: (() -> Duration)?

  init(url: URL, location: SourceLocation, bufferCapacity: Int = 1 << 20) {
    self.url = url
    self.location = location
    self.bufferCapacity = bufferCapacity
  }

  deinit {
    self.writer?.close()
    self.reportWriteFailure()
  }

  /// Opens the file and writes the header, before the first action.
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
    self.write {
      try $0.header(feature: self.feature, state: initialState)
    } subject: {
      "the initial \(typeName(State.self))"
    }
  }

  func record(_ action: Action, isFromEffect: Bool, state: State, step: RecordingStep) {
    guard !self.isStopped, !self.reportWriteFailure() else { return }
    self.stepCount += 1
    self.write {
      try $0.step(action, isFromEffect: isFromEffect, state: state, step: step)
    } subject: {
      let encoder = self.lines.encoder
      let failing: Any.Type = (try? encoder.encode(action)) == nil ? Action.self : State.self
      return "\(typeName(failing)) at action \(self.stepCount)"
    }
  }

  /// The time since the first action, on `clock` (the store's `continuousClock`).
  func elapsedTime(on clock: any Clock<Duration>) -> Duration {
    if self.stopwatch == nil {
      self.stopwatch = Self.stopwatch(clock)
    }
    return self.stopwatch!()
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

  /// Queues a line; if it cannot be encoded, ends the recording with a line that names what could
  /// not be (`subject`) and why.
  private func write(
    _ line: (RecordingLineEncoder<State, Action>) throws -> Data, subject: () -> String
  ) {
    guard !self.isStopped, let writer = self.writer else { return }
    do {
      writer.append(try line(self.lines))
    } catch {
      self.isStopped = true
      let reason = "Could not encode \(subject()) of \(self.feature): \(error)"
      if let stop = self.lines.stop(reason) {
        writer.append(stop)
      }
      writer.close()
      self.location.reportIssue("Recording stopped. \(reason)")
    }
  }
}
