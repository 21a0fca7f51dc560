import ComposableArchitecture
import ComposableTerminal

/// Rings the terminal bell, where upstream plays a "ding" through its sound effect client.
///
/// The live client rings the terminal the app runs in (``TerminalApp/bell()``); tests
/// override it, as the test client fails when called:
///
/// ```swift
/// let bells = LockIsolated(0)
/// $0.terminalBell.ring = { bells.withValue { $0 += 1 } }
/// ```
@DependencyClient
struct TerminalBell: Sendable {
  /// Rings the bell once.
  var ring: @Sendable () async -> Void
}

extension TerminalBell: DependencyKey {
  static let liveValue = TerminalBell(ring: { await TerminalApp.bell() })
  static let testValue = TerminalBell()
}

extension DependencyValues {
  /// The bell that sounds when the speaker changes in a meeting.
  var terminalBell: TerminalBell {
    get { self[TerminalBell.self] }
    set { self[TerminalBell.self] = newValue }
  }
}
