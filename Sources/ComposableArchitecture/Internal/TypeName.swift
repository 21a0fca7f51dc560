import Foundation

/// A short, readable name for a type, as used in issue messages ("CounterFeature.Action").
///
/// Named as custom-dump names types in dumps and diffs: without the module, without the
/// `(unknown context at $…)` of types declared in a function, generics abbreviated.
func typeName(_ type: Any.Type) -> String {
  let name = String(customDumping: type)
  return name.hasSuffix(".self") ? String(name.dropLast(5)) : name
}

/// A readable name for a type with its generic arguments (`IdentifiedArray<Int, Row.State>`),
/// for the names of stores. Custom-dump only names types with their generics abbreviated.
func typeNameWithGenerics(_ type: Any.Type) -> String {
  var name = _typeName(type, qualified: true)
    .replacingOccurrences(
      of: #"\(unknown context at \$[[:xdigit:]]+\)\."#, with: "", options: .regularExpression
    )
  // Innermost first, so that nested sugar reads as Swift writes it (`[Int?]`).
  while true {
    let sugared =
      name
      .replacingOccurrences(
        of: #"\bSwift.Optional<([^><]+)>"#, with: "$1?", options: .regularExpression
      )
      .replacingOccurrences(
        of: #"\bSwift.Array<([^><]+)>"#, with: "[$1]", options: .regularExpression
      )
      .replacingOccurrences(
        of: #"\bSwift.Dictionary<([^,<]+), ([^><]+)>"#, with: "[$1: $2]",
        options: .regularExpression
      )
    if sugared == name { break }
    name = sugared
  }
  return name.replacingOccurrences(of: #"\w+\.([\w.]+)"#, with: "$1", options: .regularExpression)
}
