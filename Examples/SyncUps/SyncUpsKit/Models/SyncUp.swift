import ComposableArchitecture
import Foundation

/// A recurring meeting: who attends, how long it lasts, its colour and the meetings held so far.
///
/// Its `Codable` form is upstream's (`id`, `attendees`, `duration`, `meetings`, `theme`, `title`).
/// Ids are plain `UUID`s: upstream's `Tagged` ids encode as their raw value, so the JSON is the
/// same.
struct SyncUp: Codable, Equatable, Identifiable, Sendable {
  let id: UUID
  var attendees: IdentifiedArrayOf<Attendee> = []
  var duration: Duration = .seconds(60 * 5)
  var meetings: IdentifiedArrayOf<Meeting> = []
  var theme: Theme = .bubblegum
  var title = ""

  /// Each attendee's share of the meeting.
  var durationPerAttendee: Duration {
    self.duration / self.attendees.count
  }
}

/// Someone who speaks in a sync-up.
struct Attendee: Codable, Equatable, Identifiable, Sendable {
  let id: UUID
  var name = ""
}

/// A sync-up that took place, with what was said.
struct Meeting: Codable, Equatable, Identifiable, Sendable {
  let id: UUID
  let date: Date
  var transcript: String
}
