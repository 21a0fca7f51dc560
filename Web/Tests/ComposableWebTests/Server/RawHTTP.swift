import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A client that sends exactly the bytes it is given, headers included (test clients set `Host`
/// themselves), and may stop at any point: what a hostile browser or tool would do.
final class RawConnection: @unchecked Sendable {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private let fd: Int32

  /// Connects to 127.0.0.1:`port`; each read waits at most `timeout` seconds.
  init(port: Int, timeout: Int = 10) throws {
    #if canImport(Glibc)
      fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { throw Failure(description: "socket: \(errno)") }
    var time = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(fd)
      throw Failure(description: "connect: \(errno)")
    }
  }

  deinit { close(fd) }

  func send(_ text: String) throws {
    let bytes = Array(text.utf8)
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { systemSend(fd, $0.baseAddress, $0.count) }
      guard count > 0 else { throw Failure(description: "send: \(errno)") }
      sent += count
    }
  }

  /// Reads up to the end of a response's head (or of the stream), on a thread of its own
  /// rather than the shared executor's, since the read blocks.
  func readHead() async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(with: Result { try self.blockingReadHead() })
      }
      .start()
    }
  }

  /// Reads until the server closes the connection.
  func readToEnd() async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(
          with: Result {
            var response: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
              let count = buffer.withUnsafeMutableBytes { recv(self.fd, $0.baseAddress, $0.count, 0) }
              if count == 0 { break }
              guard count > 0 else { throw Failure(description: "recv: \(errno)") }
              response += buffer[..<count]
            }
            return String(decoding: response, as: UTF8.self)
          })
      }
      .start()
    }
  }

  /// Reads exactly `count` bytes (fewer if the stream ends first).
  func read(count: Int) async throws -> [UInt8] {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(
          with: Result {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: count)
            while bytes.count < count {
              let read = buffer.withUnsafeMutableBytes {
                recv(self.fd, $0.baseAddress, count - bytes.count, 0)
              }
              if read == 0 { break }
              guard read > 0 else { throw Failure(description: "recv: \(errno)") }
              bytes += buffer[..<read]
            }
            return bytes
          })
      }
      .start()
    }
  }

  private func blockingReadHead() throws -> String {
    let end = Array("\r\n\r\n".utf8)
    var response: [UInt8] = []
    var byte: UInt8 = 0
    // A byte at a time, so that nothing after the head (a WebSocket's first frame) is consumed.
    while response.count < end.count || Array(response.suffix(end.count)) != end {
      let count = recv(fd, &byte, 1, 0)
      if count == 0 { break }
      guard count > 0 else { throw Failure(description: "recv: \(errno)") }
      response.append(byte)
    }
    return String(decoding: response, as: UTF8.self)
  }

  /// Sends `request` and returns the response's head.
  static func exchange(port: Int, request: String) async throws -> String {
    let connection = try RawConnection(port: port)
    try connection.send(request)
    return try await connection.readHead()
  }
}

private func systemSend(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  send(fd, bytes, count, 0)
}

/// The one-shot form.
enum RawHTTP {
  static func exchange(port: Int, request: String) async throws -> String {
    try await RawConnection.exchange(port: port, request: request)
  }
}
