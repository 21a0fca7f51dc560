extension Character {
  /// How many terminal columns the character occupies: 0 for combining marks and controls,
  /// 2 for East Asian wide characters and emoji, 1 otherwise.
  ///
  /// Terminals disagree on some edge cases; these ranges are the ones every common terminal
  /// draws as double width, which keeps columns aligned for CJK text and emoji.
  var terminalWidth: Int {
    // Most text is ASCII, whose width needs no Unicode property lookups.
    if let ascii = asciiValue { return (0x20..<0x7F).contains(ascii) ? 1 : 0 }
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
  var terminalWidth: Int {
    let (asciiWidth, isAllASCII) = printableASCIIPrefix(upTo: .max)
    return isAllASCII ? asciiWidth : reduce(0) { $0 + $1.terminalWidth }
  }

  /// The string's width in columns, counted only until it exceeds `limit`: enough to know
  /// whether it fits, at a cost bounded by the limit rather than the string's length.
  func terminalWidth(upTo limit: Int) -> Int {
    let (asciiWidth, isAllASCII) = printableASCIIPrefix(upTo: limit)
    if isAllASCII || asciiWidth > limit { return asciiWidth }
    var width = 0
    for character in self {
      width += character.terminalWidth
      if width > limit { break }
    }
    return width
  }
}

extension StringProtocol {
  /// How many of the string's first bytes are printable ASCII, counting past `limit` by at most
  /// one, and whether that is the whole string. Each such byte is a character one column wide
  /// (no grapheme joins two printable ASCII bytes), so this is the width without decoding
  /// characters or looking up Unicode properties.
  fileprivate func printableASCIIPrefix(upTo limit: Int) -> (width: Int, isAllASCII: Bool) {
    var width = 0
    for byte in utf8 {
      guard (0x20..<0x7F).contains(byte) else { return (width, false) }
      width += 1
      if width > limit { return (width, false) }
    }
    return (width, true)
  }
}
