import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsKit

/// A browser tab's URL names its screen by ids, so that a process that never saw the tab (after
/// a failover) rebuilds the same screens from it.
@MainActor
@Suite(.serialized)
struct AppFeatureURLPathTests {
  let detailPath = "/" + SyncUp.mock.id.uuidString

  @Test func theDetailIsNamedByItsSyncUpsID() throws {
    @Shared(.syncUps) var syncUps = [.mock]
    let syncUp = try #require(Shared($syncUps[id: SyncUp.mock.id]))
    var state = AppFeature.State()
    #expect(state.urlPath == "/")
    state.path.append(.detail(SyncUpDetail.State(syncUp: syncUp)))
    #expect(state.urlPath == self.detailPath)
    state.path[0].modify(\.detail) { $0.destination = .edit(SyncUpForm.State(syncUp: .mock)) }
    #expect(state.urlPath == self.detailPath + "/edit")
  }

  @Test func aNewTabRebuildsTheScreensItsPathNames() {
    @Shared(.syncUps) var syncUps = [.mock]
    var state = AppFeature.State()
    state.navigate(toURLPath: self.detailPath + "/edit")
    #expect(state.urlPath == self.detailPath + "/edit")
    #expect(state.path.first?.detail?.syncUp == .mock)
    #expect(state.path.first?.detail?.destination?.edit?.syncUp == .mock)

    let meeting = SyncUp.mock.meetings[0]
    state.navigate(toURLPath: self.detailPath + "/" + meeting.id.uuidString)
    #expect(state.urlPath == self.detailPath + "/" + meeting.id.uuidString)
    #expect(state.path.count == 2)
    #expect(state.path.first?.detail?.destination == nil)

    // The back button: the detail again, then the list.
    state.navigate(toURLPath: self.detailPath)
    #expect(state.urlPath == self.detailPath)
    state.navigate(toURLPath: "/")
    #expect(state.path.isEmpty)
  }

  @Test func aPathNamingNothingHereEndsAtItsParent() {
    @Shared(.syncUps) var syncUps = [.mock]
    var state = AppFeature.State()
    state.navigate(toURLPath: "/" + UUID(7).uuidString)
    #expect(state.urlPath == "/")
    state.navigate(toURLPath: "/not-an-id/edit")
    #expect(state.urlPath == "/")
    // Only the user starts a recording.
    state.navigate(toURLPath: self.detailPath + "/record")
    #expect(state.urlPath == self.detailPath)
  }
}
