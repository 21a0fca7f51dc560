import Foundation

/// A type's name as the descriptions of shared values show it: without module names, with its
/// generic arguments, and with optionals, arrays and dictionaries in their short forms
/// (`Shared<[Int?]>`).
func readableTypeName(_ type: Any.Type) -> String {
  var name = _typeName(type, qualified: true)
  let shortForms = [
    (#"\bSwift\.Optional<([^<>]+)>"#, "$1?"),
    (#"\bSwift\.Array<([^<>]+)>"#, "[$1]"),
    (#"\bSwift\.Dictionary<([^,<>]+), ([^<>]+)>"#, "[$1: $2]"),
  ]
  while true {
    let shortened = shortForms.reduce(name) {
      $0.replacingOccurrences(of: $1.0, with: $1.1, options: .regularExpression)
    }
    if shortened == name { break }
    name = shortened
  }
  return name.replacingOccurrences(
    of: #"\b\w+\.([\w.]+)"#, with: "$1", options: .regularExpression
  )
}
