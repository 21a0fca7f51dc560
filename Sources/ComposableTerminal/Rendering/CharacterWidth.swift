extension Character {
  /// How many terminal columns the character occupies: 0 for combining marks and controls,
  /// 2 for East Asian wide characters and emoji, 1 otherwise.
  ///
  /// Terminals disagree on some edge cases; these ranges are the ones every common terminal
  /// draws as double width, which keeps columns aligned for CJK text and emoji.
  var terminalWidth: Int {
    guard let scalar = unicodeScalars.first else { return 0 }
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if scalar.properties.isEmojiPresentation { return 2 }
    for range in Self.wideRanges where range.contains(value) { return 2 }
    return 1
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo
    0x2E80...0x303E,  // CJK radicals, punctuation
    0x3041...0x33FF,  // Hiragana, Katakana, CJK symbols
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE30...0xFE4F,  // CJK compatibility forms
    0xFF00...0xFF60,  // Fullwidth forms
    0xFFE0...0xFFE6,
    0x20000...0x3FFFD,  // CJK extensions B and later
  ]
}

extension StringProtocol {
  /// The number of terminal columns the string occupies.
  var terminalWidth: Int { reduce(0) { $0 + $1.terminalWidth } }
}

extension StringProtocol {
  /// The string's width in columns, counted only until it exceeds `limit`: enough to know
  /// whether it fits, at a cost bounded by the limit rather than the string's length.
  func terminalWidth(upTo limit: Int) -> Int {
    var width = 0
    for character in self {
      width += character.terminalWidth
      if width > limit { break }
    }
    return width
  }
}
