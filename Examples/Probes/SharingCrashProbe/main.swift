import Dependencies
import Foundation
import Sharing

// Usage: SharingCrashProbe <file>
// Saves `Snapshot(generation: n)` for n = 1, 2, … to the file with `.fileStorage` on the real
// file system, printing "saving n" before each save, until it is killed.

struct Snapshot: Codable, Equatable, Sendable {
  var generation: Int
  var values: [Int]

  init(generation: Int) {
    self.generation = generation
    self.values = Array(repeating: generation, count: 20_000)
  }
}

let url = URL(fileURLWithPath: CommandLine.arguments[1])
let shared = withDependencies {
  $0.defaultFileStorage = .fileSystem
} operation: {
  Shared(wrappedValue: Snapshot(generation: 0), .fileStorage(url))
}
var generation = shared.wrappedValue.generation
while true {
  generation += 1
  shared.withLock { $0 = Snapshot(generation: generation) }
  FileHandle.standardOutput.write(Data("saving \(generation)\n".utf8))
  try await shared.save()
}
