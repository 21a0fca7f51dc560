import Testing

@testable import ComposableTerminal

struct InputParserTests {
  private func keys(_ bytes: [UInt8]) -> [Key] {
    var parser = InputParser()
    return parser.feed(bytes) + parser.flush()
  }

  private func keys(_ string: String) -> [Key] { keys(Array(string.utf8)) }

  @Test func printableCharactersAndControlKeys() {
    #expect(keys("a+ q") == ["a", "+", " ", "q"])
    #expect(keys([0x09, 0x0D, 0x0A, 0x7F, 0x08, 0x03]) == [.tab, .enter, .enter, .backspace, .backspace, .control("c")])
  }

  @Test func arrowsInBothCursorModes() {
    #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
    #expect(keys("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
    // With modifiers (Ctrl-↑) the arrow is still an arrow.
    #expect(keys("\u{1B}[1;5A") == [.up])
  }

  @Test func homeEndDeleteAndPaging() {
    #expect(keys("\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF") == [.home, .end, .home, .end])
    #expect(keys("\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~") == [.home, .end, .home, .end])
    #expect(keys("\u{1B}[3~\u{1B}[2~\u{1B}[5~\u{1B}[6~\u{1B}[3;5~") == [.delete, .insert, .pageUp, .pageDown, .delete])
    #expect(keys("\u{1B}[Z") == [.backTab])
  }

  @Test func loneEscapeIsResolvedOnlyByFlush() {
    var parser = InputParser()
    #expect(parser.feed([0x1B]) == [])
    #expect(parser.hasPendingInput)
    #expect(parser.flush() == [.escape])
    #expect(!parser.hasPendingInput)
    #expect(keys("\u{1B}\u{1B}") == [.escape, .escape])
  }

  @Test func altChordsAreKeysOfTheirOwn() {
    // Alt+x arrives as ESC x, together or within the escape delay.
    #expect(keys("\u{1B}x") == [.alt("x")])
    #expect(keys("\u{1B}é\u{1B}\u{7F}\u{1B}\u{1}") == [.alt("é"), .alt(.backspace), .alt(.control("a"))])
    var parser = InputParser()
    #expect(parser.feed([0x1B]) == [])
    #expect(parser.feed(Array("f".utf8)) == [.alt("f")])
    #expect(Key.alt("f").description == "Alt-f")
  }

  @Test func controlStringsAreConsumedWholeAndIgnored() {
    // OSC ended by BEL, OSC ended by ST, DCS, APC: none leaks a key.
    #expect(keys("a\u{1B}]11;rgb:0000/0000/0000\u{7}b") == ["a", "b"])
    #expect(keys("\u{1B}]0;title\u{1B}\\c") == ["c"])
    #expect(keys("\u{1B}P1$r0m\u{1B}\\\u{1B}_hidden\u{1B}\\d") == ["d"])
    var parser = InputParser()
    #expect(parser.feed(Array("\u{1B}]52;c;".utf8)) == [])
    #expect(parser.feed(Array(repeating: UInt8(ascii: "A"), count: 10_000)) == [])
    #expect(parser.feed(Array("\u{7}q".utf8)) == ["q"])
    #expect(!parser.hasPendingInput)
  }

  @Test func bracketedPasteIsOneKeyWhateverItContains() {
    let pasted = "line one\nq\u{3}\u{1B}[A\ttab é"
    #expect(keys("x\u{1B}[200~" + pasted + "\u{1B}[201~y") == ["x", .paste(pasted), "y"])
    // Split across reads, the end marker too.
    var parser = InputParser()
    #expect(parser.feed(Array("\u{1B}[200~ab".utf8)) == [])
    #expect(parser.hasPendingInput)
    #expect(parser.feed(Array("c\u{1B}[20".utf8)) == [])
    #expect(parser.feed(Array("1~z".utf8)) == [.paste("abc"), "z"])
    // A paste whose end is slow to come is handed on in parts.
    #expect(parser.feed(Array("\u{1B}[200~part".utf8)) == [])
    #expect(parser.flush() == [.paste("part")])
    #expect(parser.feed(Array("s\u{1B}[201~".utf8)) == [.paste("s")])
  }

  /// A paste stalled in the middle of a character hands on what it has whole, never an empty
  /// paste, however often the reader flushes; the character comes whole with the rest.
  @Test func aPasteStalledInsideACharacterHandsOnNoEmptyPaste() {
    let euro = Array("€".utf8)
    var parser = InputParser()
    #expect(parser.feed(Array("\u{1B}[200~".utf8) + [euro[0]]) == [])
    #expect(parser.flush() == [])
    #expect(parser.flush() == [])
    #expect(parser.feed(Array(euro[1...]) + Array("ab".utf8) + [euro[0]]) == [])
    #expect(parser.flush() == [.paste("€ab")])
    #expect(parser.flush() == [])
    #expect(parser.feed(Array(euro[1...]) + Array("\u{1B}[201~".utf8)) == [.paste("€")])
  }

  @Test func sequencesSplitAcrossReads() {
    var parser = InputParser()
    #expect(parser.feed([0x1B]) == [])
    #expect(parser.feed(Array("[".utf8)) == [])
    #expect(parser.feed(Array("3".utf8)) == [])
    #expect(parser.feed(Array("~a".utf8)) == [.delete, "a"])
  }

  @Test func utf8CharactersWholeAndSplit() {
    #expect(keys("é中🙂") == ["é", "中", "🙂"])
    var parser = InputParser()
    let bytes = Array("🙂".utf8)
    #expect(parser.feed(bytes[0..<2]) == [])
    #expect(parser.feed(bytes[2...]) == ["🙂"])
  }

  @Test func malformedInputIsDroppedWithoutLosingWhatFollows() {
    // A stray continuation byte, an invalid lead byte, a truncated character followed by
    // ASCII, an unknown CSI final, and a CSI broken by a control byte.
    #expect(keys([0x80, 0x61]) == ["a"])
    #expect(keys([0xFF, 0x62]) == ["b"])
    #expect(keys([0xE4, 0xB8, 0x63]) == ["c"])
    #expect(keys("\u{1B}[99q\u{1B}[1\u{1B}[A") == [.up])
    // A truncated sequence at the end of input is discarded by flush.
    var parser = InputParser()
    #expect(parser.feed(Array("\u{1B}[1;".utf8)) == [])
    #expect(parser.flush() == [])
    #expect(parser.feed(Array("z".utf8)) == ["z"])
  }

  @Test func overlongSequenceIsDiscardedAndBufferStaysBounded() {
    var parser = InputParser()
    let junk = [0x1B, UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "1"), count: 100)
    _ = parser.feed(junk)
    #expect(parser.feed(Array("x".utf8)) == ["x"])
  }

  @Test func randomBytesNeverTrapOrGrowTheBuffer() {
    var generator = SplitMix64(seed: 0xC0FFEE)
    var parser = InputParser()
    var decoded = 0
    for _ in 0..<5_000 {
      let count = Int.random(in: 0...16, using: &generator)
      // Bias towards the interesting bytes: ESC, '[', 'O', digits, ';', '~' and UTF-8 leads.
      let alphabet: [UInt8] = [0x1B, 0x5B, 0x4F, 0x31, 0x33, 0x3B, 0x7E, 0x41, 0xE4, 0xF0, 0x80, 0xBF, 0xC3]
      let bytes = (0..<count).map { _ in
        Bool.random(using: &generator)
          ? alphabet.randomElement(using: &generator)!
          : UInt8.random(in: 0...255, using: &generator)
      }
      decoded += parser.feed(bytes).count
      if Int.random(in: 0..<4, using: &generator) == 0 { decoded += parser.flush().count }
    }
    #expect(decoded > 0)
    _ = parser.flush()
    #expect(parser.feed(Array("ok".utf8)) == ["o", "k"])
  }
}

/// A seeded generator, so the fuzz test feeds the same bytes on every run.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
