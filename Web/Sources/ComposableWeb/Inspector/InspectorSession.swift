import Foundation

/// What the inspector's server asks of a store's inspector, whatever the store's types, on the
/// main actor. (The protocol itself is not isolated, so that a conforming inspector's reducer
/// side need not be.)
protocol InspectorSession: AnyObject, Sendable {
  /// Attaches a page, which is sent the status and the history at once, then every step; returns
  /// the page's id.
  @MainActor func connect(_ send: @escaping @Sendable (String) -> Void) -> Int
  @MainActor func disconnect(_ id: Int)
  /// A message from the page `id`.
  @MainActor func receive(_ text: String, from id: Int)
  /// The history as a recording file (JSON Lines, the format `_record(to:)` writes).
  @MainActor func exportRecording() throws -> Data
  /// The Swift Testing test `tca-recording` writes for the history.
  @MainActor func exportTest(module: String?, runsEffects: Bool) throws -> String
}
