import Foundation

/// What a recording learns while the reducer runs for one action: when it came, the field a
/// binding action set and the values the reducer read from the `uuid` and `date` dependencies.
///
/// `_RecordReducer` makes one for each action and binds it to ``current`` around its base's
/// reduce, so that code that does not record never sees one. Used only from that synchronous
/// reduce, on the store's actor.
final class RecordingStep: @unchecked Sendable {
  @TaskLocal static var current: RecordingStep?

  var binding: RecordedBinding?
  /// When the action came, since the first one, on the store's `continuousClock`.
  var time: Duration?
  var uuids: [UUID] = []
  var dates: [Date] = []

  /// Has `dependencies`' `uuid` and `date` generators note in this step the values the reducer
  /// reads from them while the step is ``current``; reads from elsewhere (an effect, later) are
  /// not the step's. The generators are looked up when read, not at every step.
  func noteGeneratedValues(in dependencies: inout DependencyValues) {
    let outer = dependencies
    dependencies.uuid = UUIDGenerator {
      let value = outer.uuid()
      if RecordingStep.current === self { self.uuids.append(value) }
      return value
    }
    dependencies.date = DateGenerator {
      let value = outer.date.now
      if RecordingStep.current === self { self.dates.append(value) }
      return value
    }
  }
}

/// Where a binding action wrote, as the recording found it.
enum RecordedBinding: Sendable {
  /// The field at this path of the binding's root state (storage keys as the state encodes them:
  /// `_syncUp` for an observable field) holds the value the binding set; `swiftKeyPath` is the
  /// path as a Swift key path (`\.syncUp.attendees[id: …]`), for the test `tca-recording` writes.
  case resolved([RecordedPathComponent], swiftKeyPath: String?)
  /// The binding set a field to the value it already had: the state did not change.
  case unchanged
  /// The change the binding made is not the value it carries at any one place.
  case unresolved(String)
}

extension CodingUserInfoKey {
  /// Set (to `true`) on the encoders and decoders of recordings: values whose ordinary coding
  /// loses something a replay needs (a stack's element ids) code it too.
  static let isRecording = CodingUserInfoKey(rawValue: "ComposableArchitecture.isRecording")!
  /// The ``RecordedBinding`` of the action being encoded.
  static let recordedBinding = CodingUserInfoKey(rawValue: "ComposableArchitecture.recordedBinding")!
}

extension RecordingStep {
  /// Finds where a binding action wrote, from the root state's JSON before and after the write:
  /// the path from the changed value up to the first field that holds the binding's value (a
  /// binding through `$store.syncUp.title` writes the whole `syncUp`).
  static func resolveBinding(
    before: some Any, after: some Any, value: Any
  ) -> RecordedBinding {
    let userInfo: [CodingUserInfoKey: any Sendable] = [.isRecording: true]
    guard let before = before as? any Encodable, let after = after as? any Encodable else {
      return .unresolved("the state is not Encodable")
    }
    guard let value = value as? any Encodable else {
      return .unresolved("its value, a \(typeName(type(of: value))), is not Encodable")
    }
    let beforeJSON: RecordedJSON
    let afterJSON: RecordedJSON
    let valueJSON: RecordedJSON
    do {
      beforeJSON = try RecordedJSON(encoding: before, userInfo: userInfo)
      afterJSON = try RecordedJSON(encoding: after, userInfo: userInfo)
      valueJSON = try RecordedJSON(encoding: value, userInfo: userInfo)
    } catch {
      return .unresolved("the state or the value could not be encoded: \(error)")
    }
    guard let leaf = beforeJSON.firstDifference(from: afterJSON) else { return .unchanged }
    for count in stride(from: leaf.count, through: 0, by: -1) {
      let path = leaf.prefix(count)
      guard afterJSON[path: path] == valueJSON else { continue }
      // Writing the value there must make the whole change, not only part of it.
      var replayed = beforeJSON
      if replayed.replace(at: path, with: valueJSON), replayed == afterJSON {
        return .resolved(Array(path), swiftKeyPath: afterJSON.swiftKeyPath(path))
      }
    }
    return .unresolved(
      "no field of the state holds the value it set, with the rest of the state unchanged"
    )
  }
}

extension RecordedJSON {
  /// A path into this value as a Swift key path: `\.syncUp.title`; an element of an array whose
  /// elements have an `id` (an identified array) as `[id: …]`, otherwise `[0]`. `nil` when an id
  /// cannot be written.
  func swiftKeyPath(_ path: some Collection<RecordedPathComponent>) -> String? {
    var source = "\\"
    var node = self
    for component in path {
      switch component {
      case .key:
        guard case let .key(name) = component.fieldName else { return nil }
        source += ".\(name)"
      case let .index(index):
        let element = node[path: [component]]
        if case let .object(object) = element, let id = object["id"] {
          guard let id = id.swiftLiteral else { return nil }
          source += "[id: \(id)]"
        } else {
          source += "[\(index)]"
        }
      }
      node = node[path: [component]]
    }
    return source == "\\" ? "\\.self" : source
  }

  /// A string, number or boolean as a Swift literal; a string that is a UUID as a `UUID`.
  var swiftLiteral: String? {
    switch self {
    case let .string(value):
      UUID(uuidString: value) != nil ? "UUID(uuidString: \"\(value)\")!" : String(reflecting: value)
    case let .integer(value): "\(value)"
    case let .unsigned(value): "\(value)"
    case let .bool(value): "\(value)"
    default: nil
    }
  }
}
