/// What a recording may put into the source of the test it becomes.
///
/// A recording is data: the app writes it, whatever its users typed fills its strings, and anyone
/// can edit the file before a developer runs `tca-recording` on it. So nothing from it reaches the
/// generated test as code unless it passes here: a name must be a Swift identifier, a type's name a
/// type's name, a case path identifiers joined by dots, and the Swift the recorder wrote for an
/// action an inert expression (literals, `.case(…)`, `Type(label: …)`, arrays, key paths, force
/// unwraps), with no interpolation, closure, operator, statement or call of a free function.
/// Strings themselves are written by `RecordingSwiftLiteral`, escaped for whatever they hold.
enum RecordingSourceCheck {
  /// `name`, backquoted when it is a keyword, or `nil` when it is not an identifier.
  static func identifier(_ name: some StringProtocol) -> String? {
    guard self.isIdentifier(name) else { return nil }
    return self.keywords.contains(String(name)) ? "`\(name)`" : String(name)
  }

  /// Identifiers joined by dots (`child.response`, `numberFact.fetch`, `SyncUpForm.State`), each
  /// backquoted when it is a keyword, or `nil`.
  static func dottedName(_ path: String) -> String? {
    let components = path.split(separator: ".", omittingEmptySubsequences: false)
      .map(self.identifier)
    guard !components.contains(where: { $0 == nil }) else { return nil }
    return components.compactMap { $0 }.joined(separator: ".")
  }

  /// A type as a recording names it (`SyncUp`, `IdentifiedArray<UUID, Attendee>`, `[Int]?`,
  /// `[String: Int]`, `(to: Point, reason: String)`), or `nil` when it holds anything else than
  /// capitalised names, tuple labels and type punctuation. (A lowercase name could be a function:
  /// the generator writes `Type(…)`.)
  static func typeName(_ name: String) -> String? {
    let scalars = Array(name.unicodeScalars)
    var index = 0
    while index < scalars.count {
      guard scalars[index].properties.isXIDContinue else {
        guard "<>[]:?,. ()".unicodeScalars.contains(scalars[index]) else { return nil }
        index += 1
        continue
      }
      var word = ""
      while index < scalars.count, scalars[index].properties.isXIDContinue {
        word.unicodeScalars.append(scalars[index])
        index += 1
      }
      guard self.isIdentifier(word), !self.keywords.contains(word) else { return nil }
      let isLabel = scalars[index...].first { $0 != " " } == ":"
      guard word.first?.isUppercase == true || isLabel else { return nil }
    }
    return name.isEmpty ? nil : name
  }

  /// `source` when it is an inert expression as the recorder writes them, otherwise `nil` (the
  /// generator then writes the value from its JSON instead).
  static func expression(_ source: String) -> String? {
    var scanner = ExpressionScanner(source)
    return scanner.scan() ? source : nil
  }

  /// `text` on one line, as a comment may hold it: a line break in a recorded name would
  /// otherwise end the comment and start code.
  static func commentText(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { $0.properties.generalCategory.isControlOrSeparator ? " " : $0 }
      )
    )
  }

  static func isIdentifier(_ name: some StringProtocol) -> Bool {
    guard let first = name.unicodeScalars.first, first == "_" || first.properties.isXIDStart
    else { return false }
    return name.unicodeScalars.dropFirst().allSatisfy(\.properties.isXIDContinue)
  }

  static let keywords: Set<String> = [
    "Any", "Self", "Type", "as", "associatedtype", "await", "break", "case", "catch", "class",
    "continue", "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough",
    "false", "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout",
    "internal", "is", "let", "nil", "operator", "precedencegroup", "private", "protocol", "public",
    "repeat", "rethrows", "return", "self", "static", "struct", "subscript", "super", "switch",
    "throw", "throws", "true", "try", "typealias", "var", "where", "while",
  ]
}

extension Unicode.GeneralCategory {
  fileprivate var isControlOrSeparator: Bool {
    switch self {
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned,
      .privateUse:
      true
    default:
      false
    }
  }
}

/// Reads an expression the recorder wrote, token by token, accepting only what it writes.
private struct ExpressionScanner {
  private let scalars: [Unicode.Scalar]
  private var index = 0

  init(_ source: String) {
    self.scalars = Array(source.unicodeScalars)
  }

  mutating func scan() -> Bool {
    while let scalar = self.peek() {
      let accepted: Bool
      switch scalar {
      case " ", ",", "(", ")", "[", "]", ":", "!", "?":
        self.index += 1
        accepted = true
      case "\"":
        accepted = self.stringLiteral()
      case ".":
        // `.case`, `.set(…)`: a member of the type the context expects. Not one a dot gives
        // another meaning: the recorder writes a case named `init` or `self` bare, which would
        // call an initializer or name the type (the generator writes the action from its JSON
        // then, backquoted).
        self.index += 1
        accepted = self.word().map { !$0.isEmpty && !Self.reservedMembers.contains($0) } ?? false
      case "\\":
        accepted = self.keyPath()
      case "-":
        self.index += 1
        accepted = self.peek().map { ("0"..."9").contains($0) } ?? false
      case "<":
        accepted = self.placeholder()
      case "0"..."9":
        accepted = self.numberLiteral()
      default:
        accepted = self.name()
      }
      guard accepted else { return false }
    }
    return true
  }

  /// The names that mean something else than a case after a dot: `.init(…)` calls an
  /// initializer, `.self` and `.Type` name the type. (Other keywords are plain members there.)
  private static let reservedMembers: Set<String> = ["init", "self", "Type", "Protocol"]

  private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    self.index + offset < self.scalars.count ? self.scalars[self.index + offset] : nil
  }

  /// The identifier characters from here on (possibly none).
  private mutating func word() -> String? {
    var word = ""
    while let scalar = self.peek(), scalar.properties.isXIDContinue {
      word.unicodeScalars.append(scalar)
      self.index += 1
    }
    return word.isEmpty || RecordingSourceCheck.isIdentifier(word) ? word : nil
  }

  /// `true`, `false`, `nil`, a label (`title:`), or a type (`SyncUp`, `SyncUpForm.State`, each
  /// part capitalised): no free function, no member of a value, no keyword.
  private mutating func name() -> Bool {
    guard let first = self.word(), !first.isEmpty else { return false }
    if ["true", "false", "nil"].contains(first) { return true }
    guard !RecordingSourceCheck.keywords.contains(first) else { return false }
    if self.peek() == ":" { return true }
    var part = first
    while true {
      guard part.first?.isUppercase == true else { return false }
      guard self.peek() == ".", let next = self.peek(1), next.properties.isXIDStart else {
        return true
      }
      self.index += 1
      guard let word = self.word(), !RecordingSourceCheck.keywords.contains(word) else {
        return false
      }
      part = word
    }
  }

  /// `\.syncUp.title`: a key path of the root the context expects.
  private mutating func keyPath() -> Bool {
    self.index += 1
    var components = 0
    while self.peek() == "." {
      self.index += 1
      guard let word = self.word(), !word.isEmpty else { return false }
      components += 1
    }
    return components > 0
  }

  /// `<#shared 3#>`, the recorder's placeholder for a shared value, which the generator replaces.
  private mutating func placeholder() -> Bool {
    let prefix = Array("<#shared ".unicodeScalars)
    guard self.scalars[self.index...].starts(with: prefix) else { return false }
    self.index += prefix.count
    var digits = 0
    while let scalar = self.peek(), ("0"..."9").contains(scalar) {
      digits += 1
      self.index += 1
    }
    guard digits > 0, self.peek() == "#", self.peek(1) == ">" else { return false }
    self.index += 2
    return true
  }

  /// `42`, `0.5`, `1e-05`, `0x1p-3`: digits, a point, letters for radixes and exponents, and a
  /// sign only right after an exponent.
  private mutating func numberLiteral() -> Bool {
    while let scalar = self.peek() {
      if scalar == "." {
        guard let next = self.peek(1), ("0"..."9").contains(next) else { return true }
      } else if scalar == "-" || scalar == "+" {
        guard let previous = self.index > 0 ? self.scalars[self.index - 1] : nil,
          "eEpP".unicodeScalars.contains(previous)
        else { return true }
      } else if !(scalar.properties.isXIDContinue) {
        return true
      }
      self.index += 1
    }
    return true
  }

  /// A plain string literal as `String(reflecting:)` writes one: escapes, but no interpolation,
  /// no raw delimiter, no multi-line form.
  private mutating func stringLiteral() -> Bool {
    self.index += 1
    if self.peek() == "\"", self.peek(1) == "\"" { return false }
    while let scalar = self.peek() {
      self.index += 1
      switch scalar {
      case "\"":
        return self.peek() != "#"
      case "\n", "\r":
        return false
      case "\\":
        guard let escaped = self.peek() else { return false }
        self.index += 1
        switch escaped {
        case "0", "\\", "t", "n", "r", "\"", "'":
          continue
        case "u":
          guard self.peek() == "{" else { return false }
          self.index += 1
          var digits = 0
          while let digit = self.peek(), digit.properties.isASCIIHexDigit {
            digits += 1
            self.index += 1
          }
          guard (1...8).contains(digits), self.peek() == "}" else { return false }
          self.index += 1
        default:
          return false
        }
      default:
        continue
      }
    }
    return false
  }
}
