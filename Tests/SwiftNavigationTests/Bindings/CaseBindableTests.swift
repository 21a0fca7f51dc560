import SwiftNavigation
import Testing

@CaseBindable
private enum Screen: Equatable {
  case detail(String)
  case settings
  case edit(id: Int, title: String)
}

@MainActor
struct CaseBindableTests {
  @Test func switchesOverTheCurrentCaseWithABindingToItsValue() {
    @UIBinding var screen = Screen.detail("Blob")
    guard case let .detail(text) = $screen.cases else {
      Issue.record("expected the detail case")
      return
    }
    text.wrappedValue = "Blob Jr."
    #expect(screen == .detail("Blob Jr."))

    screen = .edit(id: 1, title: "Draft")
    guard case let .edit(edit) = $screen.cases else {
      Issue.record("expected the edit case")
      return
    }
    #expect(edit.wrappedValue.id == 1)
    edit.title.wrappedValue = "Final"
    #expect(screen == .edit(id: 1, title: "Final"))

    screen = .settings
    guard case .settings = $screen.cases else {
      Issue.record("expected the settings case")
      return
    }
  }

  @Test func isCasePathableAndIterable() {
    #expect(Screen.allCasePaths.detail.extract(from: .detail("Blob")) == "Blob")
    #expect(Screen.settings.is(\.settings))
    #expect(Screen.allCasePaths.edit.embed((id: 2, title: "T")) == .edit(id: 2, title: "T"))
    #expect(Array(Screen.allCasePaths).count == 3)
    #expect(Screen.allCasePaths[.settings] == \Screen.Cases.settings)
  }
}
