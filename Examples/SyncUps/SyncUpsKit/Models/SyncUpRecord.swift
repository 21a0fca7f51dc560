import ComposableArchitecture
import Foundation

/// One row of the sync-ups in a database: a sync-up's own fields, one of its attendees or one of
/// its meetings. Each is a row of its own, with its own version, so that two people changing
/// different records (two attendees of one sync-up, a meeting and an attendee) never conflict.
enum SyncUpRecord: Codable, Equatable, Identifiable, Sendable {
  /// The sync-up's title, duration and theme (its attendees and meetings are empty here).
  case syncUp(SyncUp)
  case attendee(Attendee, syncUpID: SyncUp.ID)
  case meeting(Meeting, syncUpID: SyncUp.ID)

  /// The row's id: the kind of record and its own id, so that ids of different kinds never meet.
  var id: String {
    switch self {
    case let .syncUp(syncUp): "sync-up:\(syncUp.id.uuidString)"
    case let .attendee(attendee, _): "attendee:\(attendee.id.uuidString)"
    case let .meeting(meeting, _): "meeting:\(meeting.id.uuidString)"
    }
  }

  /// The sync-up the record belongs to.
  var syncUpID: SyncUp.ID {
    switch self {
    case let .syncUp(syncUp): syncUp.id
    case let .attendee(_, syncUpID), let .meeting(_, syncUpID): syncUpID
    }
  }

  /// The records of `syncUps`, in order: each sync-up's own, then its attendees, then its
  /// meetings. The rows' positions keep this order, so that grouping gives the sync-ups back.
  static func records(of syncUps: IdentifiedArrayOf<SyncUp>) -> IdentifiedArrayOf<SyncUpRecord> {
    var records: IdentifiedArrayOf<SyncUpRecord> = []
    for syncUp in syncUps {
      var fields = syncUp
      fields.attendees = []
      fields.meetings = []
      records.append(.syncUp(fields))
      for attendee in syncUp.attendees {
        records.append(.attendee(attendee, syncUpID: syncUp.id))
      }
      for meeting in syncUp.meetings {
        records.append(.meeting(meeting, syncUpID: syncUp.id))
      }
    }
    return records
  }

  /// The sync-ups `records` hold, in the order of their own records. An attendee or meeting whose
  /// sync-up has no record (someone removed it while another added to it) is left out, so the
  /// next save deletes its row.
  static func syncUps(of records: some Sequence<SyncUpRecord>) -> IdentifiedArrayOf<SyncUp> {
    var syncUps: IdentifiedArrayOf<SyncUp> = []
    for case let .syncUp(syncUp) in records {
      syncUps.append(syncUp)
    }
    for record in records {
      switch record {
      case .syncUp:
        break
      case let .attendee(attendee, syncUpID):
        _ = syncUps[id: syncUpID]?.attendees.append(attendee)
      case let .meeting(meeting, syncUpID):
        _ = syncUps[id: syncUpID]?.meetings.append(meeting)
      }
    }
    return syncUps
  }
}
