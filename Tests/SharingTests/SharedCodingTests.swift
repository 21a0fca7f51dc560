import Foundation
import Sharing
import Testing

/// Shared values encode as the values they hold; a decoded one is a new reference.
@Suite struct SharedCodingTests {
  private struct Settings: Codable, Equatable {
    @Shared var count: Int
    @SharedReader var title: String
  }

  @Test func encodesTheValueItHoldsNow() throws {
    let count = Shared(value: 1)
    let settings = Settings(count: count, title: SharedReader(value: "Design"))
    count.withLock { $0 = 2 }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(settings)
    #expect(String(decoding: data, as: UTF8.self) == #"{"count":2,"title":"Design"}"#)
  }

  @Test func decodesIntoANewReference() throws {
    let data = Data(#"{"count":3,"title":"Design"}"#.utf8)
    let decoded = try JSONDecoder().decode(Settings.self, from: data)
    let again = try JSONDecoder().decode(Settings.self, from: data)
    #expect(decoded == again)
    decoded.$count.withLock { $0 += 1 }
    #expect(decoded.count == 4)
    #expect(again.count == 3)
  }
}
