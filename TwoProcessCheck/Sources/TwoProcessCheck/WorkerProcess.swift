import ConcurrencyExtras
import Foundation

/// A worker the checker started: this same executable, run as `worker …`.
struct WorkerProcess {
  let name: String
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  /// The lines the worker wrote and nobody read yet, and whether it closed its output.
  private let received = LockIsolated((lines: [String](), isClosed: false))

  init(name: String, arguments: [String]) throws {
    self.name = name
    self.process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    self.process.arguments = arguments
    self.process.standardInput = self.input
    self.process.standardOutput = self.output
    try self.process.run()
    let (stream, received) = (lines(of: self.output.fileHandleForReading), self.received)
    Task {
      for await line in stream { received.withValue { $0.lines.append(line) } }
      received.withValue { $0.isClosed = true }
    }
  }

  func send(_ message: CheckerMessage) {
    try? self.input.fileHandleForWriting.write(contentsOf: message.jsonLine())
  }

  /// The worker's next message, or an error when it exits or stays silent for `limit`.
  func receive(within limit: Duration) async throws -> WorkerMessage {
    let deadline = ContinuousClock.now + limit
    while true {
      let (line, isClosed) = self.received.withValue { received in
        (received.lines.isEmpty ? nil : received.lines.removeFirst(), received.isClosed)
      }
      if let line { return try JSONDecoder().decode(WorkerMessage.self, from: Data(line.utf8)) }
      if isClosed {
        self.process.waitUntilExit()
        throw CheckError("process \(self.name) exited (status \(self.process.terminationStatus))")
      }
      guard ContinuousClock.now < deadline else {
        throw CheckError("process \(self.name) said nothing for \(limit)")
      }
      try await Task.sleep(for: .milliseconds(5))
    }
  }

  /// Ends the worker if it is still running (after a failure), and waits for it.
  func finish() {
    if self.process.isRunning { self.process.terminate() }
    try? self.input.fileHandleForWriting.close()
    self.process.waitUntilExit()
  }
}

/// Why a seed's check could not run to its verdict.
struct CheckError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
