/// Whether a list's rows can be edited (deleted, moved), as SwiftUI names it.
///
/// A feature keeps it in its state, as upstream's Todos does, and a view binds to it:
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var editMode: EditMode = .inactive
/// }
/// ```
public enum EditMode: Hashable, Sendable {
  /// The content cannot be edited.
  case inactive
  /// The content can be edited while a gesture lasts (a swipe on a row).
  case transient
  /// The content can be edited.
  case active

  /// Whether the content can be edited: `true` unless ``inactive``.
  public var isEditing: Bool {
    self != .inactive
  }
}
