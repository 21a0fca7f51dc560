import ComposableArchitecture
import Foundation

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<SyncUp>>.Default {
  /// The sync-ups, kept as JSON in the file the `syncUpsFile` dependency names.
  static var syncUps: Self {
    @Dependency(\.syncUpsFile) var url
    return Self[.fileStorage(url), default: []]
  }
}

private enum SyncUpsFileKey: DependencyKey {
  static var liveValue: URL {
    let environment = ProcessInfo.processInfo.environment
    let dataHome: URL
    if let path = environment["XDG_DATA_HOME"], path.hasPrefix("/") {
      dataHome = URL(fileURLWithPath: path, isDirectory: true)
    } else {
      dataHome = URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true)
        .appending(components: ".local", "share", directoryHint: .isDirectory)
    }
    return dataHome.appending(components: "syncups", "sync-ups.json")
  }
  // Tests keep files in an in-memory file system, where any location will do.
  static let testValue = URL(fileURLWithPath: "/syncups/sync-ups.json")
}

extension DependencyValues {
  /// The file the sync-ups are kept in: `$XDG_DATA_HOME/syncups/sync-ups.json`, or
  /// `~/.local/share/syncups/sync-ups.json` when `XDG_DATA_HOME` is not set (an XDG base
  /// directory must be an absolute path; a relative one is ignored, as the specification says).
  var syncUpsFile: URL {
    get { self[SyncUpsFileKey.self] }
    set { self[SyncUpsFileKey.self] = newValue }
  }
}
