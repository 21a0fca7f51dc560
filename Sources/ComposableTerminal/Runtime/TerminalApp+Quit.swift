extension TerminalApp {
  /// Stops the app once the key press being handled is done; the terminal is restored as
  /// on every exit path.
  ///
  /// <!-- snippet: group doc-counter; body -->
  /// ```swift
  /// Button("Quit", key: "q") { TerminalApp.quit() }
  /// ```
  ///
  /// Call it from a key's action (a button, `onKeyPress`); elsewhere it stops the app that
  /// ``run(content:)`` is running, if any.
  @MainActor
  public static func quit() {
    (ViewHost.current ?? running)?.requestQuit()
  }
}
