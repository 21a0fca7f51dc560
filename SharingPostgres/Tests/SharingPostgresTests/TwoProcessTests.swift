import Foundation
import Testing

/// Two real processes (`sharing-postgres-peer`) exchange values through `.postgres` keys: each
/// sees every value the other writes, through LISTEN/NOTIFY.
@Suite struct TwoProcessTests {
  let database: TestDatabase

  init() throws {
    self.database = try TestDatabase()
  }

  @Test func eachProcessSeesEveryValueTheOtherWrites() async throws {
    let name = uniqueName("peers")
    let count = 200
    let pong = try Peer(["pong", database.url, name, "\(count)"])
    let ping = try Peer(["ping", database.url, name, "\(count)"])
    let (pingResult, pongResult) = (await ping.result(), await pong.result())

    #expect(pongResult.status == 0, "\(pongResult.error)")
    #expect(pingResult.status == 0, "\(pingResult.error)")
    #expect(pongResult.output == "pong: answered \(count)\n")
    #expect(pingResult.output.hasPrefix("ping: \(count) answered; round trip p50 "))
    #expect(try await database.row("\(name)-ping")?.json == "\(count)")
    #expect(try await database.row("\(name)-pong")?.json == "\(count)")
  }
}

/// A running `sharing-postgres-peer`, which sits beside the test bundle in the build's products.
private struct Peer: Sendable {
  struct Result {
    var status: Int32
    var output: String
    var error: String
  }

  private let process: Process
  private let output = Pipe()
  private let error = Pipe()

  init(_ arguments: [String]) throws {
    let candidates = [
      Bundle.main.bundleURL.deletingLastPathComponent(),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
    ].map { $0.appendingPathComponent("sharing-postgres-peer") }
    let tool = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) })
    self.process = Process()
    self.process.executableURL = tool
    self.process.arguments = arguments
    self.process.standardOutput = self.output
    self.process.standardError = self.error
    try self.process.run()
  }

  /// Waits for the process to exit (it gives up by itself after 60 s).
  func result() async -> Result {
    let (output, error, process) = (self.output, self.error, self.process)
    return await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        continuation.resume(
          returning: Result(
            status: process.terminationStatus,
            output: String(decoding: out, as: UTF8.self),
            error: String(decoding: err, as: UTF8.self)
          )
        )
      }
    }
  }
}
