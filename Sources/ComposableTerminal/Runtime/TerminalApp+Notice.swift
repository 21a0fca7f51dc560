extension TerminalApp {
  /// Shows `message` on the app's bottom row, over what the app draws there, until the next key
  /// press (which the app then handles as usual).
  ///
  /// While the app runs, what the program prints goes to a file, so that it cannot land in the
  /// middle of a frame: a notice is for the little the user must see meanwhile, such as the
  /// address of a server the app started. Called while no app runs, the next app to run shows it
  /// when it starts; a later notice replaces an earlier one.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// TerminalApp.showNotice("Inspector: \(url)")
  /// ```
  @MainActor
  public static func showNotice(_ message: String) {
    if let show = noticeSink {
      show(message)
    } else {
      pendingNotice = message
    }
  }

  /// Where the running app takes notices; `nil` while none runs.
  @MainActor static var noticeSink: ((String) -> Void)?
  /// The notice given while no app ran, for the next one to show.
  @MainActor static var pendingNotice: String?
}
