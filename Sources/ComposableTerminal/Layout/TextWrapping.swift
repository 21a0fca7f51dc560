/// Breaks text into lines no wider than a column count: at spaces where possible, inside
/// a word only when the word alone is too wide. Explicit newlines are kept.
enum TextWrapping {
  static func lines(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
      wrap(paragraph: $0, width: width)
    }
  }

  private static func wrap(paragraph: Substring, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
      let wordWidth = word.terminalWidth
      let separator = line.isEmpty ? 0 : 1
      if lineWidth + separator + wordWidth <= width {
        if separator == 1 { line.append(" ") }
        line += word
        lineWidth += separator + wordWidth
        continue
      }
      if !line.isEmpty { lines.append(line) }
      line = ""
      lineWidth = 0
      for character in word {
        let characterWidth = character.terminalWidth
        if lineWidth + characterWidth > width, !line.isEmpty {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        line.append(character)
        lineWidth += characterWidth
      }
    }
    lines.append(line)
    return lines
  }
}
