private enum EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
  /// Whether the rows inside can be edited, as a binding: set with
  /// `.environment(\.editMode, $store.editMode)`, toggled by ``EditButton``. `nil` (the default):
  /// rows that can be deleted always show how.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}
