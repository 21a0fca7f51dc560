import ComposableArchitecture
@_spi(Hosting) import Sharing
import Foundation

/// A change to one sync-up that only appends: attendees added at the end, meetings ended (newest
/// first). When a database refuses such a change because someone else changed the same sync-up
/// at the same moment, applying it again on their value is safe, whatever they did: an append
/// keeps every other change. So the app does it for the user instead of asking.
struct SyncUpAppend: Equatable, Sendable {
  /// The sync-up appended to.
  let syncUpID: SyncUp.ID
  /// The attendees added, in order.
  var attendees: [Attendee] = []
  /// The meetings added at the front, newest first.
  var meetings: [Meeting] = []

  /// The append that turns `old` into `new`, or `nil` when `new` differs from `old` in more than
  /// appended attendees and meetings (or in nothing).
  init?(from old: SyncUp, to new: SyncUp) {
    let addedMeetings = new.meetings.count - old.meetings.count
    let addedAttendees = new.attendees.count - old.attendees.count
    guard old.id == new.id, addedMeetings >= 0, addedAttendees >= 0,
      addedMeetings + addedAttendees > 0,
      new.meetings.elements.suffix(old.meetings.count) == old.meetings.elements[...],
      new.attendees.elements.prefix(old.attendees.count) == old.attendees.elements[...]
    else { return nil }
    var withoutAppends = new
    withoutAppends.meetings = old.meetings
    withoutAppends.attendees = old.attendees
    guard withoutAppends == old else { return nil }
    self.syncUpID = new.id
    self.meetings = Array(new.meetings.prefix(addedMeetings))
    self.attendees = Array(new.attendees.suffix(addedAttendees))
  }

  /// `syncUp` with the append: the attendees and meetings it does not have yet.
  func applied(to syncUp: SyncUp) -> SyncUp {
    var syncUp = syncUp
    for meeting in self.meetings.reversed() where syncUp.meetings[id: meeting.id] == nil {
      syncUp.meetings.insert(meeting, at: 0)
    }
    for attendee in self.attendees where syncUp.attendees[id: attendee.id] == nil {
      syncUp.attendees.append(attendee)
    }
    return syncUp
  }

  /// Waits for the saves under way; when the database refused the change `mine` (the sync-up as
  /// this append left it) only because someone else changed the sync-up at the same moment,
  /// applies the append again on their value, which the shared sync-ups now hold. A refusal
  /// that keeps more than this change stays shown, for the user to decide.
  @MainActor
  func reapplyIfRefused(mine: SyncUp) async {
    await PendingSaves.wait(for: PendingSaves.checkpoint())
    @Shared(.syncUps) var syncUps
    guard let rejected = RejectedSyncUps.kept(by: $syncUps.saveError),
      rejected.elements == [mine],
      let theirs = syncUps[id: self.syncUpID]
    else { return }
    let merged = self.applied(to: theirs)
    guard merged != theirs else { return }
    $syncUps.withLock { $0[id: self.syncUpID] = merged }
    await PendingSaves.wait(for: PendingSaves.checkpoint())
  }
}

extension Shared where Value == SyncUp {
  /// Makes `change` to the sync-up; when the change only appends (see ``SyncUpAppend``), the
  /// returned effect applies it again should a database refuse it because someone else changed
  /// the sync-up at the same moment.
  func withLockKeepingAppends<Action>(_ change: (inout SyncUp) -> Void) -> Effect<Action> {
    let old = self.wrappedValue
    self.withLock(change)
    let mine = self.wrappedValue
    guard let append = SyncUpAppend(from: old, to: mine) else { return .none }
    // A task of its own: the screen that made the change may close at once (a recording ends
    // by popping itself), which cancels its effects, and the save may still be under way.
    return .run { _ in await Task { await append.reapplyIfRefused(mine: mine) }.value }
  }
}
