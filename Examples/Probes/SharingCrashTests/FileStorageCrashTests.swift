import Foundation
import Testing

/// Kills a process that saves a shared value to a file, again and again, in the middle of its
/// saves: the file must always decode to one of the values it saved.
@Suite struct FileStorageCrashTests {
  struct Snapshot: Codable {
    var generation: Int
    var values: [Int]
  }

  @Test(.timeLimit(.minutes(2)))
  func fileSurvivesSIGKILLDuringSaves() throws {
    let probe = try #require(Self.probeURL)
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("SharingCrashTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("snapshot.json")
    var lastGeneration = 0
    for iteration in 0..<12 {
      let process = Process()
      process.executableURL = probe
      process.arguments = [url.path]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      // Each line is printed as a save starts, so the second line means the first save finished:
      // kill during the save after a few of them.
      let savesBeforeKill = 2 + iteration % 4
      var lines = 0
      var generationsSaved: [Int] = []
      let handle = output.fileHandleForReading
      var buffer = Data()
      while lines < savesBeforeKill {
        let chunk = handle.availableData
        guard !chunk.isEmpty else { break }
        buffer.append(chunk)
        let text = String(decoding: buffer, as: UTF8.self)
        let complete = text.split(separator: "\n", omittingEmptySubsequences: true)
        lines = text.hasSuffix("\n") ? complete.count : complete.count - 1
        generationsSaved = complete.prefix(lines).compactMap { Int($0.split(separator: " ")[1]) }
      }
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      #expect(process.terminationReason == .uncaughtSignal)

      let data = try Data(contentsOf: url)
      let snapshot = try JSONDecoder().decode(Snapshot.self, from: data)
      // One of the values saved, whole: at least the one saved before the last line read (the
      // process may have gone on saving before the signal landed).
      #expect(snapshot.values.count == 20_000)
      #expect(snapshot.values.allSatisfy { $0 == snapshot.generation })
      #expect(snapshot.generation >= generationsSaved.dropLast().last ?? .max)
      lastGeneration = snapshot.generation
      // Nothing was judged unreadable and moved aside.
      let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(!names.contains { $0.contains("unreadable") })
    }
    #expect(lastGeneration > 0)
  }

  /// The probe executable, built next to the test bundle.
  static var probeURL: URL? {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let candidate = executable.deletingLastPathComponent().appendingPathComponent(
      "SharingCrashProbe"
    )
    return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
  }
}
