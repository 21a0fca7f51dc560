import ComposableArchitecture
import Foundation
import LaterFoundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
import Testing

/// Code that imports the library and a module that declares the same names compiles without
/// ambiguity, and uses that module's declarations: a Foundation that adds them wins.
@Test func aFoundationThatDeclaresTheNamesWins() {
  #expect(URL.documentsDirectory.path == "/later-foundation/Documents")
  let url: URL = .documentsDirectory.appending(component: "sync-ups.json")
  #expect(url.path == "/later-foundation/Documents/sync-ups.json")
  #expect(NSEC_PER_SEC == 1)
  // The names the stand-in does not declare are still the library's.
  #expect(NSEC_PER_MSEC == 1_000_000)
  #expect(URL.cachesDirectory.path != "/later-foundation/.cache")
}

/// The methods the library declares for upstream's effects yield to a Foundation's as well.
@Test func aFoundationThatDeclaresTheAsyncSequencesWins() async throws {
  #expect(NotificationCenter.default.notifications(named: Notification.Name("x")) == ["later-foundation"])
  let (bytes, _) = try await URLSession.shared.bytes(from: URL(fileURLWithPath: "/"))
  #expect(bytes == [1])
}
