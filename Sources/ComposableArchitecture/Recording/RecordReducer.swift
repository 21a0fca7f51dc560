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
  /// before that action. The store's actor only copies each step's values: lines are encoded and
  /// written by a thread of their own, in order, at most a few hundred waiting (a store that gets
  /// ahead waits for them), and the file is complete once the store goes away or the program
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
      step.time = session.elapsedTime(in: $0)
      step.noteGeneratedValues(in: &$0)
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
