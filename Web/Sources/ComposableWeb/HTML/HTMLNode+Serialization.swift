extension HTMLNode {
  /// The node as HTML: text escaped, attribute values quoted and escaped, attributes in name
  /// order, void elements without an end tag.
  ///
  /// ```swift
  /// HTMLNode.element("p", ["title": "a \"b\""], children: [.text("<script>")]).html
  /// // <p title="a &quot;b&quot;">&lt;script&gt;</p>
  /// ```
  public var html: String {
    var output = ""
    write(to: &output)
    return output
  }

  func write(to output: inout String) {
    guard let tag else {
      HTMLNode.escape(text, into: &output, inAttribute: false)
      return
    }
    output += "<"
    output += tag
    for name in attributes.keys.sorted() {
      output += " "
      output += name
      output += "=\""
      HTMLNode.escape(attributes[name]!, into: &output, inAttribute: true)
      output += "\""
    }
    output += ">"
    if HTMLNode.isVoid(tag) { return }
    for child in children { child.write(to: &output) }
    output += "</"
    output += tag
    output += ">"
  }

  static func escape(_ string: String, into output: inout String, inAttribute: Bool) {
    for character in string.unicodeScalars {
      switch character {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"" where inAttribute: output += "&quot;"
      case "'" where inAttribute: output += "&#39;"
      case "\u{0}": output += "\u{FFFD}"
      default: output.unicodeScalars.append(character)
      }
    }
  }

  /// `string` HTML-escaped, for a text or an attribute value.
  static func escaped(_ string: String) -> String {
    var output = ""
    escape(string, into: &output, inAttribute: true)
    return output
  }
}
