/// Turns the raw bytes a terminal sends into `Key` values.
///
/// Terminals encode special keys as escape sequences (`ESC [ A` for ↑) and text as UTF-8,
/// and a read may end in the middle of either. The parser therefore keeps unfinished bytes
/// between calls to ``feed(_:)``. A lone `ESC` is ambiguous (the Esc key, or the start of a
/// sequence or an Alt chord still in flight), so the reader calls ``flush()`` when no byte
/// followed within a short delay; `ESC` followed by a key is that key with Alt.
///
/// Text pasted between the bracketed-paste markers (`ESC [ 200 ~` … `ESC [ 201 ~`) becomes
/// one `Key.paste(_:)`, whatever it contains. Strings the terminal sends about itself
/// (OSC, DCS, APC, PM, SOS) are consumed whole and ignored. Malformed or unknown input is
/// dropped: the parser never traps and its buffer stays bounded whatever it is fed.
public struct InputParser: Sendable {
  private var pending: [UInt8] = []
  /// The text of a bracketed paste so far, while one is under way.
  private var paste: [UInt8]?
  /// Whether a control string (OSC, DCS, …) is being skipped until its terminator.
  private var isSkippingControlString = false

  /// The longest escape sequence kept while waiting for its final byte; longer ones are junk.
  static let maximumSequenceLength = 32
  /// The most pasted bytes held before they are handed on as a paste of their own.
  static let maximumPasteLength = 1 << 20

  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  /// A parser with no pending input.
  public init() {}

  /// Whether bytes are waiting for the rest of their sequence, or pasted text for the end
  /// of its paste.
  public var hasPendingInput: Bool { !pending.isEmpty || !(paste?.isEmpty ?? true) }

  /// Decodes as many keys as the bytes so far allow, keeping an unfinished tail.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      if paste != nil {
        // Without the end marker yet, the bytes taken so far are gone from `pending`.
        guard let end = pasteText(from: index, into: &keys) else { return keys }
        index = end
        continue
      }
      if isSkippingControlString {
        guard let end = controlStringEnd(from: index) else { return keys }
        index = end
        isSkippingControlString = false
        continue
      }
      switch decode(at: index) {
      case let .key(key, length):
        keys.append(key)
        index += length
      case let .skip(length):
        index += length
      case let .beginPaste(length):
        paste = []
        index += length
      case let .beginControlString(length):
        isSkippingControlString = true
        index += length
      case .incomplete:
        pending.removeFirst(index)
        return keys
      }
    }
    pending.removeAll(keepingCapacity: true)
    return keys
  }

  /// Takes pasted bytes from `index` up to the end marker; returns where the paste ended,
  /// or `nil` once every byte but a possible start of the marker is taken.
  private mutating func pasteText(from index: Int, into keys: inout [Key]) -> Int? {
    let marker = Self.pasteEnd
    var cursor = index
    while cursor < pending.count {
      if pending[cursor] == 0x1B {
        let available = min(marker.count, pending.count - cursor)
        if pending[cursor..<(cursor + available)].elementsEqual(marker[0..<available]) {
          guard available == marker.count else { break }
          paste!.append(contentsOf: pending[index..<cursor])
          keys.append(.paste(String(decoding: paste!, as: UTF8.self)))
          paste = nil
          return cursor + marker.count
        }
      }
      cursor += 1
    }
    paste!.append(contentsOf: pending[index..<cursor])
    if paste!.count > Self.maximumPasteLength, let key = takePaste() { keys.append(key) }
    pending.removeFirst(cursor)
    return nil
  }

  /// The paste so far as a key, keeping back the start of a UTF-8 character whose other
  /// bytes have not arrived; `nil` if that start is all there is (an empty paste would be a
  /// key the user never pasted).
  private mutating func takePaste() -> Key? {
    var cut = paste!.count
    for back in 1...min(3, paste!.count) {
      let byte = paste![paste!.count - back]
      guard byte & 0xC0 == 0x80 else {
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        if length > back { cut -= back }
        break
      }
    }
    guard cut > 0 else { return nil }
    let text = String(decoding: paste![..<cut], as: UTF8.self)
    paste!.removeFirst(cut)
    return .paste(text)
  }

  /// Where the control string being skipped ends (after BEL or `ESC \`), or `nil` when its
  /// end has not arrived: the bytes so far are dropped.
  private mutating func controlStringEnd(from index: Int) -> Int? {
    var cursor = index
    while cursor < pending.count {
      switch pending[cursor] {
      case 0x07: return cursor + 1
      case 0x1B:
        guard cursor + 1 < pending.count else {
          pending.removeFirst(cursor)
          return nil
        }
        if pending[cursor + 1] == UInt8(ascii: "\\") { return cursor + 2 }
      default: break
      }
      cursor += 1
    }
    pending.removeFirst(cursor)
    return nil
  }

  /// Resolves what is still pending once no more bytes are coming soon: a lone `ESC` is
  /// the Esc key; a truncated sequence or UTF-8 character is discarded; pasted text so far
  /// is handed on, and the rest of the paste follows as more pastes.
  public mutating func flush() -> [Key] {
    if paste != nil {
      guard !paste!.isEmpty, let key = takePaste() else { return [] }
      return [key]
    }
    defer { pending.removeAll() }
    return pending == [0x1B] ? [.escape] : []
  }

  private enum Decoded {
    case key(Key, length: Int)
    case skip(length: Int)
    case beginPaste(length: Int)
    case beginControlString(length: Int)
    case incomplete
  }

  private func decode(at index: Int) -> Decoded {
    let byte = pending[index]
    switch byte {
    case 0x1B: return decodeEscape(at: index)
    case 0x09: return .key(.tab, length: 1)
    case 0x0D, 0x0A: return .key(.enter, length: 1)
    case 0x7F, 0x08: return .key(.backspace, length: 1)
    case 0x01...0x1A:
      return .key(.control(Character(Unicode.Scalar(byte + 0x60))), length: 1)
    case 0x00, 0x1C...0x1F: return .skip(length: 1)
    case 0x20..<0x80: return .key(.character(Character(Unicode.Scalar(byte))), length: 1)
    default: return decodeUTF8(at: index)
    }
  }

  private func decodeEscape(at index: Int) -> Decoded {
    guard index + 1 < pending.count else { return .incomplete }
    switch pending[index + 1] {
    case UInt8(ascii: "["): return decodeCSI(at: index)
    case UInt8(ascii: "O"):
      guard index + 2 < pending.count else { return .incomplete }
      guard let key = Self.ss3Keys[pending[index + 2]] else { return .skip(length: 3) }
      return .key(key, length: 3)
    case 0x1B:
      // ESC ESC: the first one was a real Esc press.
      return .key(.escape, length: 1)
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
      return .beginControlString(length: 2)
    default:
      // Alt+key sends ESC before the key.
      switch decode(at: index + 1) {
      case let .key(key, length): return .key(.alt(key), length: 1 + length)
      case .incomplete: return .incomplete
      case .skip, .beginPaste, .beginControlString: return .key(.escape, length: 1)
      }
    }
  }

  /// `ESC [` parameters (0x30–0x3F), intermediates (0x20–0x2F), one final byte (0x40–0x7E).
  private func decodeCSI(at index: Int) -> Decoded {
    var end = index + 2
    while end < pending.count {
      let byte = pending[end]
      if (0x40...0x7E).contains(byte) {
        let parameters = Array(pending[(index + 2)..<end])
        let length = end - index + 1
        if byte == UInt8(ascii: "~"), parameters == Array("200".utf8) { return .beginPaste(length: length) }
        guard let key = Self.csiKey(final: byte, parameters: parameters) else {
          return .skip(length: length)
        }
        return .key(key, length: length)
      }
      guard (0x20...0x3F).contains(byte) else {
        // Not a valid CSI byte: drop the introducer and decode the rest as ordinary input.
        return .skip(length: end - index)
      }
      end += 1
      if end - index > Self.maximumSequenceLength { return .skip(length: end - index) }
    }
    return .incomplete
  }

  private static func csiKey(final: UInt8, parameters: [UInt8]) -> Key? {
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "Z"): return .backTab
    case UInt8(ascii: "~"):
      // `ESC [ n ~`, possibly with modifiers after a semicolon (`ESC [ 3 ; 5 ~`).
      let first = parameters.prefix { $0 != UInt8(ascii: ";") }
      guard let number = Int(String(decoding: first, as: UTF8.self)) else { return nil }
      return tildeKeys[number]
    default: return nil
    }
  }

  private static let tildeKeys: [Int: Key] = [
    1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
  ]

  private static let ss3Keys: [UInt8: Key] = [
    UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right,
    UInt8(ascii: "D"): .left, UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end,
  ]

  private func decodeUTF8(at index: Int) -> Decoded {
    let lead = pending[index]
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return .skip(length: 1)
    }
    var end = index + 1
    while end < index + length {
      guard end < pending.count else { return .incomplete }
      guard pending[end] & 0xC0 == 0x80 else { return .skip(length: end - index) }
      end += 1
    }
    // Validation of overlong forms and surrogates is left to the standard library's decoder.
    let scalars = String(validating: pending[index..<end], as: UTF8.self)
    guard let character = scalars?.first else { return .skip(length: length) }
    return .key(.character(character), length: length)
  }
}
