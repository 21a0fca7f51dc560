import Foundation

extension ForEach {
  /// Lets the user delete rows: `action` gets the offsets of the rows to delete.
  ///
  /// Both hosts draw a "Delete" button before each row, SwiftUI's swipe having no equivalent:
  /// always, or only while editing when an ``EnvironmentValues/editMode`` is in the environment.
  public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> ForEach {
    var copy = self
    copy.deleteAction = action
    return copy
  }

  /// Lets the user move rows while editing: `action` gets the offsets of the rows to move and the
  /// offset to move them to, counted in the rows before the move, as in SwiftUI.
  ///
  /// Both hosts draw "↑" and "↓" buttons before each row while an ``EnvironmentValues/editMode``
  /// in the environment is editing (SwiftUI's drag handle).
  public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> ForEach {
    var copy = self
    copy.moveAction = action
    return copy
  }

  /// A row's content with the controls editing draws before it, if any.
  func editableRow(_ row: TupleView, at index: Int, of count: Int) -> TupleView {
    // Most lists edit nothing: their rows read no environment.
    guard deleteAction != nil || moveAction != nil else { return row }
    let editMode = EnvironmentValues.current.editMode
    let isEditing = editMode?.wrappedValue.isEditing ?? false
    let delete = deleteAction.flatMap { action in (editMode == nil || isEditing) ? action : nil }
    let move = moveAction.flatMap { action in isEditing ? action : nil }
    guard delete != nil || move != nil else { return row }
    return TupleView([
      HStack {
        if let delete {
          Button("Delete", role: .destructive) { delete(IndexSet(integer: index)) }
        }
        if let move, index > 0 {
          Button("↑") { move(IndexSet(integer: index), index - 1) }
        }
        if let move, index < count - 1 {
          Button("↓") { move(IndexSet(integer: index), index + 2) }
        }
        row
      }
    ])
  }
}
