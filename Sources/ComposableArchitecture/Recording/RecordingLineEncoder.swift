import Foundation

/// Encodes the lines of one recording, on its writer's thread, in the order they were queued:
/// the header, then each step, with the types no line named before.
///
/// Everything but the stop reason is used from that thread only; the session reads the stop
/// reason on the store's actor, to report it where the recording was set up.
final class RecordingLineEncoder<State: Encodable, Action: Encodable>: @unchecked Sendable {
  private let encoder = RecordingFormat.makeEncoder()
  private var feature = ""
  private var knownTypes: [String: RecordedType] = [:]
  private let typeNames = RecordedType.TypeNames()
  /// Why the recording stopped (`reported` once the session reported it).
  private let stop = LockIsolated<(reason: String, reported: Bool)?>(nil)

  /// The header line, with the state before the first action.
  func header(feature: String, initialState: State) -> Data? {
    self.feature = feature
    return self.encode(
      RecordingFormat.Header(
        feature: feature, state: initialState, types: self.newTypes(of: initialState)
      )
    ) {
      "the initial \(typeName(State.self))"
    }
  }

  /// The line of the step `number`.
  func step(
    _ action: Action, isFromEffect: Bool, state: State, step: RecordingStep,
    results: [RecordedResult]?, number: Int
  ) -> Data? {
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
      results: results,
      state: state,
      time: step.time.map(RecordingFormat.seconds(_:)),
      types: self.newTypes(of: state)
    )
    self.encoder.userInfo[.recordedBinding] = step.binding
    defer { self.encoder.userInfo[.recordedBinding] = nil }
    return self.encode(line) {
      let failing: Any.Type = (try? self.encoder.encode(action)) == nil ? Action.self : State.self
      return "\(typeName(failing)) at action \(number)"
    }
  }

  /// Why the recording stopped, the first time it is asked for once known.
  func takeStopReason() -> String? {
    self.stop.withValue { stop in
      guard let (reason, reported) = stop, !reported else { return nil }
      stop = (reason, true)
      return reason
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

  /// The line, ending with a newline; if it cannot be encoded, the last line, which says what
  /// could not be (`subject`) and why, and `nil` for every line after it.
  private func encode(_ line: some Encodable, subject: () -> String) -> Data? {
    guard self.stop.value == nil else { return nil }
    do {
      var data = try RecordingFormat.withDeclaredNames(self.encoder.encode(line))
      data.append(UInt8(ascii: "\n"))
      return data
    } catch {
      let reason = "Could not encode \(subject()) of \(self.feature): \(error)"
      self.stop.setValue((reason, false))
      guard var stop = try? self.encoder.encode(RecordingFormat.Stop(stopped: reason)) else {
        return nil
      }
      stop.append(UInt8(ascii: "\n"))
      return stop
    }
  }
}
