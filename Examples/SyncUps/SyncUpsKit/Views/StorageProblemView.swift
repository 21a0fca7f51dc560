import ComposableArchitecture
import ComposableTerminal

#if SQLite
  import SharingGRDB
#endif
#if Postgres
  import SharingPostgres
#endif

/// What went wrong with the sync-ups' storage, where the user is looking: a file or database
/// that could not be read, or a change that was not saved (the screen then shows what the
/// storage holds, and says so). Shown on the list and on a sync-up's detail, in the terminal and
/// in the browser alike.
struct StorageProblemView: View {
  let loadError: (any Error)?
  let saveError: (any Error)?

  var body: some View {
    VStack {
      if let loadError {
        Text("\(loadError)").foregroundColor(.red)
      }
      if let saveError {
        Text(Self.message(for: saveError)).foregroundColor(.red)
      }
    }
  }

  /// A conflict says what happened in words a user knows; any other failure says why.
  static func message(for error: any Error) -> String {
    if Self.isConflict(error) {
      return "Not saved: someone else changed the sync-ups at the same moment. "
        + "Their change is shown; make yours again."
    }
    return "Not saved: \(error)"
  }

  private static func isConflict(_ error: any Error) -> Bool {
    #if SQLite
      if error is SQLiteSaveConflict { return true }
    #endif
    #if Postgres
      if error is PostgresSaveConflict { return true }
    #endif
    return false
  }
}
