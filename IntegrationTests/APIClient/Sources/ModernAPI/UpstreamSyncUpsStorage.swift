import ComposableArchitecture
import Foundation

// SyncUps' storage as upstream's SyncUps app declares it: in the documents directory, which
// Linux's Foundation lacks and the library provides (issue #33).

struct StoredSyncUp: Codable, Equatable, Identifiable, Sendable {
  let id: UUID
  var title = ""
}

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<StoredSyncUp>>.Default {
  static var syncUps: Self {
    Self[.fileStorage(.documentsDirectory.appending(component: "sync-ups.json")), default: []]
  }
}

extension URL {
  static let syncUpsBackup = Self.documentsDirectory.appending(component: "sync-ups-backup.json")
}

/// Intervals as upstream's older effects write them (`Task.sleep(nanoseconds: NSEC_PER_SEC / 2)`).
enum Nanoseconds {
  static let halfSecond = NSEC_PER_SEC / 2
  static let millisecond = NSEC_PER_MSEC
  static let microsecond = NSEC_PER_USEC
}
