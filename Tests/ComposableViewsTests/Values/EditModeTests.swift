import ComposableViews
import Testing

struct EditModeTests {
  @Test func editingIsAnythingButInactive() {
    #expect(!EditMode.inactive.isEditing)
    #expect(EditMode.transient.isEditing)
    #expect(EditMode.active.isEditing)
  }

  @Test func itIsAValueStateKeeps() {
    struct State: Hashable, Sendable {
      var editMode: EditMode = .inactive
    }
    var state = State()
    state.editMode = .active
    #expect(state != State())
    #expect(Set([EditMode.inactive, .transient, .active, .active]).count == 3)
  }
}
