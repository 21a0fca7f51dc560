import ComposableArchitecture
import Foundation

/// The screen the app shows, as a browser tab's URL path, and back: `/` is the list,
/// `/SYNC-UP-ID` a sync-up's detail, `/SYNC-UP-ID/edit` its edit sheet, `/SYNC-UP-ID/MEETING-ID`
/// one of its past meetings and `/SYNC-UP-ID/record` a meeting being recorded. The ids are the
/// sync-ups' and meetings' own, not positions on the stack, so that another `SyncUps --web`
/// process on the same database rebuilds the screens from the path: a tab whose process died
/// comes back where it was.
extension AppFeature.State {
  /// The last component of a sync-up's edit sheet.
  static let editComponent = "edit"
  /// The last component of a meeting being recorded.
  static let recordComponent = "record"

  /// The URL path of the screen shown.
  var urlPath: String {
    "/" + self.urlComponents.joined(separator: "/")
  }

  /// One component per screen: one per element of the stack, and `edit` for an edit sheet.
  private var urlComponents: [String] {
    self.path.flatMap { element -> [String] in
      switch element {
      case let .detail(detail):
        guard case .edit = detail.destination else { return [detail.syncUp.id.uuidString] }
        return [detail.syncUp.id.uuidString, Self.editComponent]
      case let .meeting(meeting, _):
        return [meeting.id.uuidString]
      case .record:
        return [Self.recordComponent]
      }
    }
  }

  /// Shows the screens `urlPath` names: keeps those the current path shares with it, closes the
  /// others and opens the rest. A component naming nothing there (a sync-up or meeting deleted
  /// since, a malformed id) ends the path at its parent, and so does `record`: only the user
  /// starts a recording.
  mutating func navigate(toURLPath urlPath: String) {
    let target = urlPath.split(separator: "/").map(String.init)
    let shared = zip(target, self.urlComponents).prefix { $0 == $1 }.count
    while self.urlComponents.count > shared {
      self.closeTopScreen()
    }
    for component in target.dropFirst(shared) {
      guard self.open(component) else { return }
    }
  }

  /// Closes the edit sheet if one is open, otherwise pops the top of the stack.
  private mutating func closeTopScreen() {
    guard let top = self.path.indices.last else { return }
    if case var .detail(detail) = self.path[top], detail.destination != nil {
      detail.destination = nil
      self.path[top] = .detail(detail)
    } else {
      self.path.removeLast()
    }
  }

  /// Opens the screen `component` names over the current one; `false` if it names none.
  private mutating func open(_ component: String) -> Bool {
    guard let top = self.path.indices.last else {
      guard let id = UUID(uuidString: component),
        let syncUp = Shared(self.syncUpsList.$syncUps[id: id])
      else { return false }
      self.path.append(.detail(SyncUpDetail.State(syncUp: syncUp)))
      return true
    }
    guard case var .detail(detail) = self.path[top], detail.destination == nil else { return false }
    if component == Self.editComponent {
      detail.destination = .edit(SyncUpForm.State(syncUp: detail.syncUp))
      self.path[top] = .detail(detail)
      return true
    }
    guard let id = UUID(uuidString: component), let meeting = detail.syncUp.meetings[id: id] else {
      return false
    }
    self.path.append(.meeting(meeting, syncUp: detail.syncUp))
    return true
  }
}
