import ComposableArchitecture
import Foundation

extension SharedKey where Self == SyncUpsKey.Default {
  /// The sync-ups, kept where the `syncUpsStorage` dependency says: the JSON file the
  /// `syncUpsFile` dependency names (the default), or a database (`SyncUps --database`).
  static var syncUps: Self {
    Self[SyncUpsKey(), default: []]
  }
}

/// The key behind `.syncUps`: whichever key the `syncUpsStorage` dependency selects when a shared
/// value is created, so that the features and their tests name one key whatever keeps the data.
struct SyncUpsKey: SharedKey {
  let base: any SharedKey<IdentifiedArrayOf<SyncUp>>

  init() {
    @Dependency(\.syncUpsStorage) var storage
    self.base = storage.key
  }

  var id: AnyHashable {
    func id(of key: some SharedKey) -> AnyHashable { AnyHashable(key.id) }
    return id(of: self.base)
  }

  func load(
    context: LoadContext<IdentifiedArrayOf<SyncUp>>,
    continuation: LoadContinuation<IdentifiedArrayOf<SyncUp>>
  ) {
    self.base.load(context: context, continuation: continuation)
  }

  func subscribe(
    context: LoadContext<IdentifiedArrayOf<SyncUp>>,
    subscriber: SharedSubscriber<IdentifiedArrayOf<SyncUp>>
  ) -> SharedSubscription {
    self.base.subscribe(context: context, subscriber: subscriber)
  }

  func save(
    _ value: IdentifiedArrayOf<SyncUp>, context: SaveContext, continuation: SaveContinuation
  ) {
    self.base.save(value, context: context, continuation: continuation)
  }
}

extension SyncUpsKey: CustomStringConvertible {
  var description: String { String(describing: self.base) }
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
  /// With `--database`, the file sync-ups are imported from on the first start.
  var syncUpsFile: URL {
    get { self[SyncUpsFileKey.self] }
    set { self[SyncUpsFileKey.self] = newValue }
  }
}
