/// Loads a key's value for `init(require:)`: throws the key's error, or an error when the key
/// holds no value.
func requiredValue<Key: SharedReaderKey>(of key: Key) async throws -> Key.Value {
  let description = String(describing: key)
  let result = await withCheckedContinuation { continuation in
    key.load(
      context: .userInitiated,
      continuation: LoadContinuation(description) { continuation.resume(returning: $0) }
    )
  }
  guard let value = try result.get() else { throw NoValueError(key: description) }
  return value
}

/// The error of `init(require:)` when the key holds no value.
struct NoValueError: Error, CustomStringConvertible {
  let key: String
  var description: String { "No value was stored for \(self.key)." }
}
