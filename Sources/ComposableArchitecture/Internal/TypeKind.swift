// What kind of type a type is, read from its runtime metadata without a value to reflect on, so
// that a reducer can decide once, when it is built, what it would otherwise ask a `Mirror` per
// action.

/// Whether a type is an enum (`Optional` included).
func isEnumType(_ type: Any.Type) -> Bool {
  let kind = metadataKind(of: type)
  return kind == 0x201 || kind == 0x202
}

/// Whether a type is an enum other than `Optional`.
func isNonOptionalEnumType(_ type: Any.Type) -> Bool {
  metadataKind(of: type) == 0x201
}

/// Whether a type is a struct.
func isStructType(_ type: Any.Type) -> Bool {
  metadataKind(of: type) == 0x200
}

private func metadataKind(of type: Any.Type) -> Int {
  // The first word of a value type's metadata is its kind: 0x200 for structs, 0x201 for enums,
  // 0x202 for `Optional` (class metadata starts with a pointer, far above these).
  unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: Int.self)
}
