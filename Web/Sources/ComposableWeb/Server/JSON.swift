/// The few JSON writing helpers the wire format needs; reading uses Foundation's decoder.
enum JSON {
  static func writeString(_ string: String, to output: inout String) {
    output += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      // Never let `</script>` or `<!--` through, should a frame end up inside a page.
      case "<": output += "\\u003c"
      case "\u{2028}": output += "\\u2028"
      case "\u{2029}": output += "\\u2029"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }

  static func string(_ string: String) -> String {
    var output = ""
    writeString(string, to: &output)
    return output
  }
}
