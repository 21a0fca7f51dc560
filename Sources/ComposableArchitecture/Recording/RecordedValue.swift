import Foundation

/// Decodes a value a recording holds as JSON, for tests that `tca-recording` generates where Swift
/// source cannot name a value's type (structs, enum cases with labeled payloads); the type comes
/// from where the value is used.
///
/// ```swift
/// await store.send(.addButtonTapped) {
///   $0.destination = try recordedValue(#"{"add":{"_0":{"syncUp":{"title":""}}}}"#)
/// }
/// ```
///
/// An `@ObservableState` value is written with its fields' names (`{"title":""}`), as
/// `tca-recording` writes it, or with the names of their storage that its `Codable` conformance
/// uses (`{"_$observationRegistrar":{},"_title":""}`).
public func recordedValue<Value: Decodable>(_ json: String) throws -> Value {
  try DeclaredNameDecoder().decode(Value.self, from: Data(json.utf8), with: JSONDecoder())
}
