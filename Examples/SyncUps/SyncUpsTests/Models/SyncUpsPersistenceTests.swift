import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsKit

/// The sync-ups through the real file system, in a temporary directory.
@Suite(.serialized)
struct SyncUpsPersistenceTests {
  let directory: URL
  var file: URL { self.directory.appending(components: "syncups", "sync-ups.json") }

  init() throws {
    self.directory = FileManager.default.temporaryDirectory
      .appending(component: "SyncUpsPersistenceTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
  }

  func withFileSystem<R>(_ operation: () async throws -> R) async rethrows -> R {
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
      $0.syncUpsFile = self.file
    } operation: {
      try await operation()
    }
  }

  @Test
  func roundTrip() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    try await self.withFileSystem {
      @Shared(.syncUps) var syncUps
      #expect(syncUps.isEmpty)
      $syncUps.withLock { _ = $0.append(.mock) }
      try await $syncUps.save()
    }

    let data = try Data(contentsOf: self.file)
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    #expect(json.count == 1)
    #expect(
      json.first.map { Set($0.keys) }
        == ["id", "attendees", "duration", "meetings", "theme", "title"]
    )
    #expect(json.first?["theme"] as? String == "orange")
    #expect(json.first?["id"] as? String == "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")
    #expect(try JSONDecoder().decode([SyncUp].self, from: data) == [.mock])

    await self.withFileSystem {
      @Shared(.syncUps) var reloaded
      #expect(reloaded == [.mock])
    }
  }

  @Test
  func corruptFileIsKeptAside() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    try FileManager.default.createDirectory(
      at: self.file.deletingLastPathComponent(), withIntermediateDirectories: true
    )
    try Data("{ not sync-ups".utf8).write(to: self.file)

    try await self.withFileSystem {
      @Shared(.syncUps) var syncUps
      #expect(syncUps.isEmpty)
      let error = try #require($syncUps.loadError as? UnreadableFileError)
      #expect(error.keptURL != self.file)
      #expect(try Data(contentsOf: error.keptURL) == Data("{ not sync-ups".utf8))
      #expect(!FileManager.default.fileExists(atPath: self.file.path))

      $syncUps.withLock { _ = $0.append(.mock) }
      try await $syncUps.save()
      #expect(try JSONDecoder().decode([SyncUp].self, from: Data(contentsOf: self.file)) == [.mock])
      #expect(try Data(contentsOf: error.keptURL) == Data("{ not sync-ups".utf8))
    }
  }
}
