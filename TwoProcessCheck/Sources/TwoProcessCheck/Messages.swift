import Foundation

/// What a worker tells the checker, one JSON line each on its standard output.
enum WorkerMessage: Codable, Sendable {
  /// Both keys loaded: waiting for `go`.
  case ready
  /// Every edit made and every save answered.
  case done([EditRecord])
  /// What the process shows once it converged on the database's state (or gave up waiting).
  case shown(CheckedState)
}

/// What the checker tells a worker, one JSON line each on its standard input.
enum CheckerMessage: Codable, Sendable {
  /// Start the schedule (both workers hear it at the same moment).
  case go
  /// The database's state once both are done: wait until it is shown, then answer `shown`.
  case expect(CheckedState)
}

extension Encodable {
  /// The value as one line of JSON, newline included.
  func jsonLine() -> Data {
    var data = (try? JSONEncoder.sortingKeys.encode(self)) ?? Data()
    data.append(UInt8(ascii: "\n"))
    return data
  }
}

extension JSONEncoder {
  static var sortingKeys: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return encoder
  }
}

/// The lines a file handle delivers, read on a thread of their own so that a waiting reader
/// blocks no task.
func lines(of handle: FileHandle) -> AsyncStream<String> {
  let (stream, continuation) = AsyncStream<String>.makeStream()
  Thread.detachNewThread {
    var buffer = Data()
    while case let data = handle.availableData, !data.isEmpty {
      buffer.append(data)
      while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        continuation.yield(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
        buffer.removeSubrange(buffer.startIndex...newline)
      }
    }
    continuation.finish()
  }
  return stream
}
