import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// A stand-in for a Foundation (or Dispatch) that declares, some day, the names the library
// provides on Linux (issue #33). Its values differ from the real ones only so that a test can tell
// whose declaration the compiler chose.

extension URL {
  public static var documentsDirectory: URL {
    URL(fileURLWithPath: "/later-foundation/Documents", isDirectory: true)
  }
}

public var NSEC_PER_SEC: UInt64 { 1 }

extension NotificationCenter {
  public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> [String] {
    ["later-foundation"]
  }
}

extension URLSession {
  public func bytes(
    from url: URL, delegate: (any URLSessionTaskDelegate)? = nil
  ) async throws -> ([UInt8], URLResponse) {
    ([1], URLResponse(url: url, mimeType: nil, expectedContentLength: 1, textEncodingName: nil))
  }
}
