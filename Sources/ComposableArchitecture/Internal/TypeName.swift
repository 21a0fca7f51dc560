/// A short, readable name for a type, as used in issue messages ("CounterFeature.Action").
func typeName(_ type: Any.Type) -> String {
  var name = String(reflecting: type)
  if let dot = name.firstIndex(of: "."), !name[..<dot].contains("<") {
    name = String(name[name.index(after: dot)...])
  }
  return name
}

/// The readable type name of a value, and of the enum case it is in, if any.
func typeName<Value>(of value: Value) -> String {
  let name = typeName(Value.self)
  let mirror = Mirror(reflecting: value)
  if mirror.displayStyle == .enum {
    if let label = mirror.children.first?.label {
      return "\(name).\(label)"
    }
    return "\(name).\(value)"
  }
  return name
}
