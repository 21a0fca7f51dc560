/// Writes a recording's state values as Swift, as a test would write them
/// (`SyncUpForm.State(focus: .title, syncUp: SyncUp(id: …, title: "Design"))`), from their JSON
/// and the types the recording names by path (its lines' `types`): a struct by its memberwise
/// initializer, fields in declaration order; an enum case by its name and payloads; an array (an
/// identified one too) as a literal; a date, a duration and a UUID as a user writes them; an element
/// of a shared collection as `Shared(syncUps[id: …])!`, another shared value as a new one,
/// `recordedShared(…)`, as `recordedValue(_:)` decodes it.
///
/// A value the recording does not say enough about (a recording without types, a type without a
/// memberwise initializer such as `AlertState`, a whole shared value or navigation stack) is
/// decoded from its JSON by `recordedValue(_:)`, with a comment naming what could not be written.
final class RecordingSwiftValues {
  /// A type the recording names: a struct's fields (optional ones ending with `?`) or an enum
  /// case's payload labels, in order; an enum coded as its raw value, its cases by raw value.
  struct RecordedType: Equatable {
    var type: String
    var fields: [String]?
    var cases: [String: String]?
  }

  /// The types named by the lines read so far, by path (`.syncUpsList.addSyncUp`).
  private(set) var types: [String: RecordedType] = [:]
  /// The names the test gives the shared values of its store's state, by reference number.
  let sharedRoots: [Int: String]
  /// The shared values the written values point into.
  private(set) var usedRoots: Set<Int> = []
  /// Whether a written value holds a shared value of its own (`recordedShared(…)`).
  private(set) var usesRecordedShared = false

  init(sharedRoots: [Int: String]) {
    self.sharedRoots = sharedRoots
  }

  /// Adds the types a recording line names (`"types":{"":{"type":"State","fields":[…]}}`).
  func read(_ types: RecordingJSON?) {
    guard case let .object(types)? = types else { return }
    for (path, entry) in types {
      // A type whose names are not Swift's is left unknown: its values are decoded from JSON.
      guard case let .object(entry) = entry, case let .string(type)? = entry["type"],
        let type = RecordingSourceCheck.typeName(type)
      else { continue }
      var fields: [String]?
      if case let .array(names)? = entry["fields"] {
        fields = names.compactMap { if case let .string(name) = $0 { name } else { nil } }
        let bareNames = fields?.map { $0.hasSuffix("?") ? String($0.dropLast()) : $0 }
        guard bareNames?.allSatisfy(RecordingSourceCheck.isIdentifier) ?? true else { continue }
      }
      var cases: [String: String]?
      if case let .object(names)? = entry["cases"] {
        cases = names.compactMapValues { if case let .string(name) = $0 { name } else { nil } }
        guard cases?.values.allSatisfy(RecordingSourceCheck.isIdentifier) ?? true else { continue }
      }
      self.types[path] = RecordedType(type: type, fields: fields, cases: cases)
    }
  }

  /// The value at `path` (from the state, as the recording names types) as Swift, and, when it is
  /// decoded from its JSON instead, a comment that says why.
  func source(for value: RecordingJSON, at path: String) -> (source: String, comment: String?) {
    var unwritten: String?
    if let source = self.swift(value, at: path, unwritten: &unwritten) {
      return (source, nil)
    }
    let reason =
      self.types.isEmpty
      ? "the recording names no types (it was made before recordings did)."
      : "the recording does not tell how to write \(unwritten ?? "it") in Swift."
    return (
      RecordingSwiftLiteral.decoding(value),
      "// Decoded from its recorded JSON: \(RecordingSourceCheck.commentText(reason))"
    )
  }

  /// `nil` when the value cannot be written; `unwritten` then names the first part that could not.
  private func swift(_ value: RecordingJSON, at path: String, unwritten: inout String?) -> String? {
    let type = self.types[path]
    func fail(_ what: String? = nil) -> String? {
      if unwritten == nil { unwritten = what ?? type?.type }
      return nil
    }
    if let cases = type?.cases, let type {
      // An enum coded as its raw value: its case, or the raw value of one the recording never met.
      switch value {
      case let .string(rawValue):
        return cases[rawValue].flatMap { RecordingSourceCheck.identifier($0) }.map { ".\($0)" }
          ?? "\(type.type)(rawValue: \(RecordingSwiftLiteral.stringLiteral(rawValue)))!"
      case let .integer(rawValue):
        return cases["\(rawValue)"].flatMap { RecordingSourceCheck.identifier($0) }.map { ".\($0)" }
          ?? "\(type.type)(rawValue: \(rawValue))!"
      default:
        break
      }
    }
    switch value {
    case .null:
      return "nil"
    case .bool, .unsigned:
      return RecordingSwiftLiteral.readableSource(for: value)
    case let .integer(number) where type?.type == "Date":
      return "Date(timeIntervalSinceReferenceDate: \(number))"
    case let .number(number) where type?.type == "Date":
      return number.isFinite ? "Date(timeIntervalSinceReferenceDate: \(number))" : fail()
    case .integer, .number:
      return RecordingSwiftLiteral.readableSource(for: value) ?? fail()
    case let .string(string):
      // Without a type, a string that reads as a UUID is taken for one.
      if let type, type.type != "UUID" { return RecordingSwiftLiteral.stringLiteral(string) }
      return RecordingSwiftLiteral.readableSource(for: value)
    case let .array(elements):
      if type?.type == "Duration" || (type == nil && elements.count == 2
        && elements.allSatisfy(\.isInteger))
      {
        guard elements.count == 2,
          let source = RecordingSwiftLiteral.durationSource(high: elements[0], low: elements[1])
        else { return fail(type == nil ? "two integers" : nil) }
        return source
      }
      if RecordingStateChanges.isStack(elements) { return fail("a navigation stack") }
      var sources: [String] = []
      for element in elements {
        guard let source = self.swift(element, at: "\(path)[]", unwritten: &unwritten) else {
          return nil
        }
        sources.append(source)
      }
      return "[\(sources.joined(separator: ", "))]"
    case let .object(object):
      if let (record, shared) = RecordingStateChanges.sharedValue(value) {
        if case let .object(pointer) = record, pointer["id"] == nil, pointer["member"] == nil {
          // A shared value of its own: as decoding it without the store's does, a new one. A
          // state's initializer takes a `Shared` for `@Shared var rows: [Row]` and the value for
          // `@Shared(.appStorage("count")) var count = 0`; the helper's overloads fit both.
          guard let source = self.swift(shared, at: path, unwritten: &unwritten) else { return nil }
          self.usesRecordedShared = true
          return "recordedShared(\(source))"
        }
        return self.sharedElement(record) ?? fail("a shared value")
      }
      if let type, let fields = type.fields {
        return self.structure(
          object, type: type.type, fields: fields, at: path, unwritten: &unwritten
        )
      }
      // An enum case is one key, its name, holding its payloads (none, `_0`, or labeled ones).
      if object.count == 1, case .object? = object.first?.value {
        return self.enumCase(object, at: path, unwritten: &unwritten)
      }
      return fail()
    }
  }

  /// `Type(field: value, …)`, the fields in the order the initializer takes them; a field the
  /// recording leaves out is an optional that is `nil`.
  private func structure(
    _ object: [String: RecordingJSON], type: String, fields: [String], at path: String,
    unwritten: inout String?
  ) -> String? {
    let names = fields.map { $0.hasSuffix("?") ? String($0.dropLast()) : $0 }
    guard Set(object.keys).isSubset(of: names) else {
      if unwritten == nil { unwritten = type }
      return nil
    }
    var arguments: [String] = []
    for (field, name) in zip(fields, names) {
      let value: RecordingJSON
      if let recorded = object[name] {
        value = recorded
      } else if field.hasSuffix("?") {
        value = .null
      } else {
        if unwritten == nil { unwritten = type }
        return nil
      }
      guard let source = self.swift(value, at: "\(path).\(name)", unwritten: &unwritten) else {
        return nil
      }
      // `read(_:)` kept only types whose fields are Swift names.
      arguments.append("\(RecordingSourceCheck.identifier(name)!): \(source)")
    }
    return "\(type)(\(arguments.joined(separator: ", ")))"
  }

  /// `.case`, `.case(payload)`, `.case(label: payload, …)`: one payload's types are under the
  /// case's path, several's under their labels, whose order the recording names.
  private func enumCase(
    _ object: [String: RecordingJSON], at path: String, unwritten: inout String?
  ) -> String? {
    guard let (key, payload) = object.first, case let .object(arguments) = payload,
      let name = RecordingSourceCheck.identifier(key)
    else {
      if unwritten == nil { unwritten = "a case that is no Swift name" }
      return nil
    }
    let casePath = "\(path).\(key)"
    if arguments.isEmpty { return ".\(name)" }
    var labels = arguments.keys.sorted()
    if arguments.count > 1 {
      let positions = (0..<arguments.count).map { "_\($0)" }
      if Set(labels) == Set(positions) {
        labels = positions
      } else if let order = self.types[casePath]?.fields, Set(order) == Set(labels) {
        labels = order
      } else {
        if unwritten == nil { unwritten = "the payloads of .\(name)" }
        return nil
      }
    }
    var sources: [String] = []
    for label in labels {
      let valuePath = arguments.count == 1 ? casePath : "\(casePath).\(label)"
      guard let source = self.swift(arguments[label]!, at: valuePath, unwritten: &unwritten) else {
        return nil
      }
      // Unlabeled payloads are coded as `_0`, `_1`, ….
      let isPositional = label.hasPrefix("_") && label.dropFirst().allSatisfy(\.isNumber)
      if isPositional {
        sources.append(source)
      } else if let label = RecordingSourceCheck.identifier(label) {
        sources.append("\(label): \(source)")
      } else {
        if unwritten == nil { unwritten = "a label that is no Swift name" }
        return nil
      }
    }
    return ".\(name)(\(sources.joined(separator: ", ")))"
  }

  /// An element of a shared identified collection that the store's state holds, as the test
  /// names that collection: `Shared(syncUps[id: …])!`.
  private func sharedElement(_ record: RecordingJSON) -> String? {
    guard case let .object(record) = record, record["member"] == nil,
      case let .integer(reference)? = record["reference"], let root = self.sharedRoots[reference],
      let id = record["id"], let idSource = RecordingSwiftLiteral.readableSource(for: id)
    else { return nil }
    self.usedRoots.insert(reference)
    return "Shared(\(root)[id: \(idSource)])!"
  }
}
