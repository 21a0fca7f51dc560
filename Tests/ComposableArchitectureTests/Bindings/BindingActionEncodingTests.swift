import ComposableArchitecture
import Foundation
import Testing

private struct Settings: Equatable {
  var displayName = ""
  var tags: [String] = []
}

private struct NotEncodable: Equatable, Sendable {}

private struct WithUnencodable: Equatable {
  var value = NotEncodable()
}

/// Binding actions encode the field they set, as its key path describes itself, and the value.
@Suite
struct BindingActionEncodingTests {
  @Test func encodesKeyPathAndValue() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let name = BindingAction<Settings>.set(\.displayName, "Blob")
    #expect(
      String(decoding: try encoder.encode(name), as: UTF8.self)
        == #"{"keyPath":"\\Settings.displayName","value":"Blob"}"#
    )
    let tags = BindingAction<Settings>.set(\.tags, ["a", "b"])
    #expect(
      String(decoding: try encoder.encode(tags), as: UTF8.self)
        == #"{"keyPath":"\\Settings.tags","value":["a","b"]}"#
    )
  }

  @Test func aValueThatIsNotEncodableFailsNamingItsType() {
    let action = BindingAction<WithUnencodable>.set(\.value, NotEncodable())
    #expect {
      try JSONEncoder().encode(action)
    } throws: { error in
      guard case let EncodingError.invalidValue(_, context) = error else { return false }
      return context.debugDescription.contains("NotEncodable")
        && context.debugDescription.contains("is not Encodable")
    }
  }
}
