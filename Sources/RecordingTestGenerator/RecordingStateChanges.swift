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
        self.collect(
          path: "\(path).\(self.identifier(self.fieldName(key)))",
          old: old[key] ?? .null, new: new[key] ?? .null, into: &assignments
        )
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
    case let (.array(old), .array(new)) where old.count == new.count:
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
  private static func fieldName(_ key: String) -> String {
    guard key.hasPrefix("_"), key.count > 1, !key.dropFirst().hasPrefix("_") else { return key }
    return String(key.dropFirst())
  }

  private static func identifier(_ key: String) -> String {
    self.keywords.contains(key) ? "`\(key)`" : key
  }
}
