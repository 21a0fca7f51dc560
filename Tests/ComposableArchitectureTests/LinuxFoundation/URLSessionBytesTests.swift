#if canImport(FoundationNetworking)
  import ComposableArchitecture
  import Foundation
  import FoundationNetworking
  import Testing

  /// `URLSession.bytes(from:delegate:)`, which Linux's FoundationNetworking lacks, read from data
  /// URLs (no network).
  struct URLSessionBytesTests {
    @Test func readsTheBodyByteByByteAfterTheResponse() async throws {
      let body = Data("hello, world".utf8)
      let url = try #require(URL(string: "data:text/plain;base64,\(body.base64EncodedString())"))
      let (bytes, response) = try await URLSession.shared.bytes(from: url)
      #expect(response.expectedContentLength == Int64(body.count))
      #expect(response.mimeType == "text/plain")
      var received = Data()
      for try await byte in bytes {
        received.append(byte)
      }
      #expect(received == body)
    }

    @Test func readsARequestsBody() async throws {
      let url = try #require(URL(string: "data:application/octet-stream;base64,AAEC"))
      let (bytes, _) = try await URLSession.shared.bytes(for: URLRequest(url: url))
      var received: [UInt8] = []
      for try await byte in bytes {
        received.append(byte)
      }
      #expect(received == [0, 1, 2])
    }

    @Test func throwsTheTransfersError() async throws {
      let url = try #require(URL(string: "unsupported-scheme://example/file"))
      await #expect(throws: (any Error).self) {
        _ = try await URLSession.shared.bytes(from: url)
      }
    }
  }
#endif
