/// The smallest assignments that turn one recorded state into the next: one per changed leaf
/// (`$0.count = 1`, `$0.syncUps[0].title = "Design"`), an `append` for elements added at the end
/// of an array, and a whole value only where its shape changed otherwise (an enum that changed
/// case, an optional that appeared).
///
/// Keys are the fields' names as synthesized `Codable` writes them. An `@ObservableState` field
/// is stored as `_field`, under that key: the change is written to `field`. The observation
/// registrar (`_$observationRegistrar`) is not a field.
enum RecordingStateChanges {
  static func assignments(from old: RecordingJSON, to new: RecordingJSON) -> [String] {
    var assignments: [String] = []
    self.collect(path: "$0", old: old, new: new, into: &assignments)
    return assignments
  }

  private static func collect(
    path: String, old: RecordingJSON, new: RecordingJSON, into assignments: inout [String]
  ) {
    guard old != new else { return }
    switch (old, new) {
    case let (.object(old), .object(new))
    where !RecordingSwiftLiteral.isEnumCase(old) && !RecordingSwiftLiteral.isEnumCase(new):
      // Synthesized `Codable` leaves out `nil` optionals: a missing key is `nil`.
      for key in Set(old.keys).union(new.keys).sorted() where !key.hasPrefix("_$") {
        let field = self.identifier(self.fieldName(key))
        let (old, new) = (old[key] ?? .null, new[key] ?? .null)
        if let (record, value) = Self.sharedValue(new) {
          guard old != new else { continue }
          if let (oldRecord, oldValue) = Self.sharedValue(old), oldRecord == record {
            // A shared value changed in place: the test asserts it with `withLock`.
            let changes = self.assignments(from: oldValue, to: value)
            let call = changes.contains { $0.contains("try ") } ? "try " : ""
            assignments.append("\(call)\(path).$\(field).withLock {")
            assignments.append(contentsOf: changes.map { "  \($0)" })
            assignments.append("}")
          } else {
            assignments.append("\(path).$\(field) = \(RecordingSwiftLiteral.decoding(new))")
          }
          continue
        }
        self.collect(path: "\(path).\(field)", old: old, new: new, into: &assignments)
      }
    case let (.array(old), .array(new))
    where (Self.isStack(old) || old.isEmpty) && (Self.isStack(new) || new.isEmpty):
      // A navigation stack, recorded with its element ids: elements are changed by id.
      let oldElements = Self.stackElements(old)
      let newElements = Self.stackElements(new)
      for (id, _) in oldElements where !newElements.contains(where: { $0.id == id }) {
        assignments.append("\(path)[id: \(id)] = nil")
      }
      for (id, element) in newElements {
        self.collect(
          path: "\(path)[id: \(id)]",
          old: oldElements.first { $0.id == id }?.element ?? .null, new: element,
          into: &assignments
        )
      }
    case let (.array(old), .array(new))
    where old.count == new.count && !(Self.isIntegerPair(old) && Self.isIntegerPair(new)):
      for (index, (old, new)) in zip(old, new).enumerated() {
        self.collect(path: "\(path)[\(index)]", old: old, new: new, into: &assignments)
      }
    case let (.array(old), .array(new))
    where old.count < new.count && new.starts(with: old):
      for element in new[old.count...] {
        assignments.append("\(path).append(\(RecordingSwiftLiteral.source(for: element)))")
      }
    default:
      assignments.append("\(path) = \(RecordingSwiftLiteral.source(for: new))")
    }
  }

  /// A shared value as a recording writes it, `{"$shared":{…},"value":…}`: where it points, and
  /// its value.
  static func sharedValue(_ json: RecordingJSON) -> (record: RecordingJSON, value: RecordingJSON)? {
    guard case let .object(object) = json, object.count == 2, let record = object["$shared"],
      let value = object["value"]
    else { return nil }
    return (record, value)
  }

  /// Whether an array holds two integers, as a `Duration` encodes (the high and low halves of its
  /// attoseconds): changed, it is assigned whole, decoded, never half by half.
  private static func isIntegerPair(_ array: [RecordingJSON]) -> Bool {
    array.count == 2 && array.allSatisfy(\.isInteger)
  }

  /// Whether an array is a `StackState` as a recording writes it: `[{"element":…,"id":0}]`.
  private static func isStack(_ array: [RecordingJSON]) -> Bool {
    array.allSatisfy {
      guard case let .object(object) = $0, object.count == 2, case .integer? = object["id"],
        object["element"] != nil
      else { return false }
      return true
    } && !array.isEmpty
  }

  private static func stackElements(_ array: [RecordingJSON]) -> [(id: Int, element: RecordingJSON)] {
    array.compactMap {
      guard case let .object(object) = $0, case let .integer(id)? = object["id"],
        let element = object["element"]
      else { return nil }
      return (id, element)
    }
  }

  private static let keywords: Set<String> = [
    "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum",
    "extension", "fallthrough", "false", "for", "func", "guard", "if", "import", "in", "init",
    "inout", "internal", "is", "let", "nil", "operator", "private", "protocol", "public",
    "repeat", "return", "self", "static", "struct", "subscript", "super", "switch", "throw",
    "throws", "true", "try", "var", "where", "while",
  ]

  /// `count` for `count`, and for `_count`, an `@ObservableState` field's storage.
  static func fieldName(_ key: String) -> String {
    guard key.hasPrefix("_"), key.count > 1, !key.dropFirst().hasPrefix("_") else { return key }
    return String(key.dropFirst())
  }

  static func identifier(_ key: String) -> String {
    self.keywords.contains(key) ? "`\(key)`" : key
  }
}
