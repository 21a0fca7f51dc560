import ComposableArchitecture
import SyncUpsKit

let store = MainActor.assumeIsolated { Store(initialState: SyncUps.State()) { SyncUps() } }
print("SyncUps: \(MainActor.assumeIsolated { store.titles.count }) sync-ups")
