/// A button that turns the environment's ``EnvironmentValues/editMode`` on and off: "Edit", then
/// "Done", as in SwiftUI. Without an edit mode in the environment it is drawn and does nothing.
///
/// <!-- snippet: fragment -->
/// ```swift
/// List { ForEach(store.todos) { … }.onDelete { store.send(.delete($0)) } }
///   .toolbar { EditButton() }
///   .environment(\.editMode, $store.editMode)
/// ```
public struct EditButton: View, PrimitiveView {
  /// A button that turns editing on and off.
  public init() {}

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    let editMode = EnvironmentValues.current.editMode
    let isEditing = editMode?.wrappedValue.isEditing ?? false
    let button = Button(isEditing ? "Done" : "Edit") {
      editMode?.wrappedValue = isEditing ? .inactive : .active
    }
    ResolvedView.append(button, at: path, to: &views)
  }
}
