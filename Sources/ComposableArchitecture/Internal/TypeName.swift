/// A short, readable name for a type, as used in issue messages ("CounterFeature.Action").
///
/// Named as custom-dump names types in dumps and diffs: without the module, without the
/// `(unknown context at $…)` of types declared in a function, generics abbreviated.
func typeName(_ type: Any.Type) -> String {
  let name = String(customDumping: type)
  return name.hasSuffix(".self") ? String(name.dropLast(5)) : name
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
