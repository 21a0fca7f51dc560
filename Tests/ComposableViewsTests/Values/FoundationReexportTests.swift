import ComposableViews
import Testing

/// Foundation's values, through `import ComposableViews` alone, as through `import SwiftUI`.
struct FoundationReexportTests {
  @Test func foundationsValuesNeedNoImportOfTheirOwn() {
    struct State: Equatable {
      let id = UUID(uuidString: "00000000-0000-0000-0000-000000000000")
      var selection = IndexSet([1, 3])
      var center: CGPoint?
    }
    var state = State()
    state.center = CGPoint(x: 1, y: 2)
    #expect(state.selection.count == 2)
    #expect(state != State())
  }
}
