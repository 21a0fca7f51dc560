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
  /// A recording holds the actions effects sent, not what the dependencies they called returned:
  /// name the endpoints whose results a test must give back (a network client's), and each call's
  /// result is recorded too (see ``_RecordedDependency``):
  ///
  /// ```swift
  /// CounterFeature()._record(
  ///   to: recordURL, dependencies: .results(of: \.numberFact.fetch, named: "numberFact.fetch")
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - url: The file to write, or `nil` to switch recording off.
  ///   - dependencies: The dependency endpoints whose results effects receive that the recording
  ///     keeps.
  ///   - fileID: The file ID of the call, where issues (a value that fails to encode, a file that
  ///     cannot be written) are reported.
  ///   - filePath: The file path of the call, where issues are reported.
  ///   - line: The line of the call, where issues are reported.
  ///   - column: The column of the call, where issues are reported.
  public func _record(
    to url: URL?,
    dependencies: _RecordedDependency...,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _RecordReducer<Self> {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return _RecordReducer(
      base: self,
      session: url.map {
        RecordingSession(url: $0, location: location, dependencies: dependencies)
      }
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
      // The effects the base returns call these endpoints through the recording.
      for dependency in session.dependencies {
        dependency.wrap(&$0, session.results)
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
  let dependencies: [_RecordedDependency]
  /// What the `dependencies` gave effects, written with the next step.
  let results: RecordedResults
  private(set) var writer: RecordingWriter?
  private let encoder = RecordingFormat.makeEncoder()
  private var isStarted = false
  private var isStopped = false
  private var feature = ""
  private var stepCount = 0
  private var stopwatch: (() -> Duration)?
  private var knownTypes: [String: RecordedType] = [:]
  private let typeNames = RecordedType.TypeNames()

  init(
    url: URL, location: SourceLocation, dependencies: [_RecordedDependency] = [],
    bufferCapacity: Int = 1 << 20
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
    self.write(
      RecordingFormat.Header(
        feature: self.feature, state: initialState, types: self.newTypes(of: initialState)
      )
    ) {
      "the initial \(typeName(State.self))"
    }
  }

  func record(_ action: Action, isFromEffect: Bool, state: State, step: RecordingStep) {
    guard !self.isStopped, !self.reportWriteFailure() else { return }
    self.stepCount += 1
    let line = RecordingFormat.Step(
      action: action,
      actionSwift: RecordingStep.$current.withValue(step) { swiftSource(of: action) },
      casePath: isFromEffect ? recordedCasePath(of: action) : nil,
      dependencies: step.uuids.isEmpty && step.dates.isEmpty
        ? nil
        : RecordingFormat.Dependencies(
          uuid: step.uuids.isEmpty ? nil : step.uuids, date: step.dates.isEmpty ? nil : step.dates
        ),
      fromEffect: isFromEffect,
      results: self.results.take(),
      state: state,
      time: step.time.map(RecordingFormat.seconds(_:)),
      types: self.newTypes(of: state)
    )
    self.encoder.userInfo[.recordedBinding] = step.binding
    defer { self.encoder.userInfo[.recordedBinding] = nil }
    self.write(line) {
      let failing: Any.Type = (try? self.encoder.encode(action)) == nil ? Action.self : State.self
      return "\(typeName(failing)) at action \(self.stepCount)"
    }
  }

  /// The types of the state's values at the paths no line named yet, or that held another type.
  private func newTypes(of state: State) -> [String: RecordedType]? {
    var types: [String: RecordedType] = [:]
    for (path, type) in RecordedType.types(of: state, names: self.typeNames) {
      let type = type.merging(self.knownTypes[path])
      if type != self.knownTypes[path] { types[path] = type }
    }
    guard !types.isEmpty else { return nil }
    self.knownTypes.merge(types) { $1 }
    return types
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
  private func write(_ line: some Encodable, subject: () -> String) {
    guard !self.isStopped, let writer = self.writer else { return }
    do {
      var data = try RecordingFormat.withDeclaredNames(self.encoder.encode(line))
      data.append(UInt8(ascii: "\n"))
      writer.append(data)
    } catch {
      self.isStopped = true
      let reason = "Could not encode \(subject()) of \(self.feature): \(error)"
      if var stop = try? self.encoder.encode(RecordingFormat.Stop(stopped: reason)) {
        stop.append(UInt8(ascii: "\n"))
        writer.append(stop)
      }
      writer.close()
      self.location.reportIssue("Recording stopped. \(reason)")
    }
  }
}
