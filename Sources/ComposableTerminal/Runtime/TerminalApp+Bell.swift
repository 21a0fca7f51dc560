extension TerminalApp {
  /// Rings the terminal bell (BEL) of the running app, written to the terminal after the
  /// next frame; bells rung between two frames sound once.
  ///
  /// <!-- snippet: group doc-counter; body -->
  /// ```swift
  /// Button("Ring", key: "b") { TerminalApp.bell() }
  /// ```
  ///
  /// A plain `print("\u{7}")` would not reach the terminal while the app runs, since standard
  /// output goes to a file then. Called from a key's action it rings the app handling the key
  /// (a ``HeadlessDriver`` counts it in ``HeadlessDriver/bellCount``); elsewhere, from an
  /// effect for instance, it rings the app that ``run(content:)`` is running, if any.
  @MainActor
  public static func bell() {
    (ViewHost.current ?? running)?.ringBell()
  }
}
