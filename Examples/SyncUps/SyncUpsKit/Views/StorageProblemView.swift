import ComposableArchitecture
import ComposableTerminal

/// What went wrong with the sync-ups' storage, where the user is looking: a file or database
/// that could not be read, or a change that was not saved (the screen then shows what the
/// storage holds, and says so). Shown on the list and on a sync-up's detail, in the terminal and
/// in the browser alike. When a database kept the user's refused sync-ups, a button applies them
/// again.
struct StorageProblemView: View {
  let loadError: (any Error)?
  let saveError: (any Error)?
  /// Applies the refused sync-ups again, where the screen offers it.
  var reapply: (@MainActor () -> Void)?

  var body: some View {
    VStack {
      if let loadError {
        Text("\(loadError)").foregroundColor(.red)
      }
      if let saveError {
        Text(Self.message(for: saveError)).foregroundColor(.red)
        if let reapply, RejectedSyncUps.kept(by: saveError) != nil {
          Button("Apply mine again") { reapply() }
        }
      }
    }
  }

  /// A conflict says what happened in words a user knows; any other failure says why.
  static func message(for error: any Error) -> String {
    if RejectedSyncUps.isConflict(error) {
      return "Not saved: someone else changed the sync-ups at the same moment. "
        + "Their change is shown; make yours again."
    }
    return "Not saved: \(error)"
  }
}
