import Foundation

/// What the inspector's server asks of a store's inspector, whatever the store's types.
@MainActor
protocol InspectorSession: AnyObject, Sendable {
  /// Attaches a page, which is sent the status and the history at once, then every step; returns
  /// the page's id.
  func connect(_ send: @escaping @Sendable (String) -> Void) -> Int
  func disconnect(_ id: Int)
  /// A message from the page `id`.
  func receive(_ text: String, from id: Int)
  /// The history as a recording file (JSON Lines, the format `_record(to:)` writes).
  func exportRecording() throws -> Data
  /// The Swift Testing test `tca-recording` writes for the history.
  func exportTest(module: String?, runsEffects: Bool) throws -> String
}
