import ComposableArchitecture
import Foundation

extension SyncUp {
  /// This sync-up with the edits that turned `opened` into `edited` (the edit sheet's copy when
  /// it opened and when the user tapped Done), field by field and attendee by attendee.
  ///
  /// What the user left alone keeps this sync-up's value, so a change someone else made while the
  /// sheet was open survives. Where both changed the same field or attendee, the user's edit
  /// wins: Done saves what the sheet shows, as a save made after theirs would.
  func applyingEdits(from opened: SyncUp, to edited: SyncUp) -> SyncUp {
    var syncUp = self
    if edited.title != opened.title { syncUp.title = edited.title }
    if edited.duration != opened.duration { syncUp.duration = edited.duration }
    if edited.theme != opened.theme { syncUp.theme = edited.theme }
    // The sheet does not edit meetings: they stay as they are now.
    syncUp.attendees = Self.attendees(
      self.attendees, applyingEditsFrom: opened.attendees, to: edited.attendees
    )
    return syncUp
  }

  /// `current` with the attendees the user removed, renamed or added; one the user renamed but
  /// someone else removed comes back, with the user's name.
  private static func attendees(
    _ current: IdentifiedArrayOf<Attendee>,
    applyingEditsFrom opened: IdentifiedArrayOf<Attendee>,
    to edited: IdentifiedArrayOf<Attendee>
  ) -> IdentifiedArrayOf<Attendee> {
    var attendees = current
    for attendee in opened where edited[id: attendee.id] == nil {
      attendees.remove(id: attendee.id)
    }
    for attendee in edited where opened[id: attendee.id] != attendee {
      attendees.updateOrAppend(attendee)
    }
    return attendees
  }
}
