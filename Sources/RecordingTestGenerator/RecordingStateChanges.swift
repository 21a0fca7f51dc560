/// The smallest assignments that turn one recorded state into the next: one per changed leaf
/// (`$0.count = 1`, `$0.syncUps[0].title = "Design"`), a whole value only where its shape changed
/// (an array that grew, an enum that changed case, an optional that appeared).
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
      for key in Set(old.keys).union(new.keys).sorted() {
        self.collect(
          path: "\(path).\(self.identifier(key))",
          old: old[key] ?? .null, new: new[key] ?? .null, into: &assignments
        )
      }
    case let (.array(old), .array(new)) where old.count == new.count:
      for (index, (old, new)) in zip(old, new).enumerated() {
        self.collect(path: "\(path)[\(index)]", old: old, new: new, into: &assignments)
      }
    default:
      assignments.append("\(path) = \(RecordingSwiftLiteral.source(for: new))")
    }
  }

  private static let keywords: Set<String> = [
    "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum",
    "extension", "fallthrough", "false", "for", "func", "guard", "if", "import", "in", "init",
    "inout", "internal", "is", "let", "nil", "operator", "private", "protocol", "public",
    "repeat", "return", "self", "static", "struct", "subscript", "super", "switch", "throw",
    "throws", "true", "try", "var", "where", "while",
  ]

  private static func identifier(_ key: String) -> String {
    self.keywords.contains(key) ? "`\(key)`" : key
  }
}
