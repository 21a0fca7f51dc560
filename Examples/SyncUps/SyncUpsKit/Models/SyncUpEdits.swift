import ComposableArchitecture
import Foundation

extension SyncUp {
  /// This sync-up with the edits that turned `opened` into `edited` (the edit sheet's copy when
  /// it opened and when the user tapped Done, or a refused save's value and what it was made on),
  /// field by field, attendee by attendee and meeting by meeting.
  ///
  /// What the user left alone keeps this sync-up's value, so a change someone else made meanwhile
  /// survives. Where both changed the same field, attendee or meeting, the user's edit wins: Done
  /// saves what the sheet shows, as a save made after theirs would.
  func applyingEdits(from opened: SyncUp, to edited: SyncUp) -> SyncUp {
    var syncUp = self
    if edited.title != opened.title { syncUp.title = edited.title }
    if edited.duration != opened.duration { syncUp.duration = edited.duration }
    if edited.theme != opened.theme { syncUp.theme = edited.theme }
    syncUp.attendees = Self.elements(
      self.attendees, applyingEditsFrom: opened.attendees, to: edited.attendees,
      addingAtFront: false
    )
    // Meetings are newest first: one the user ended goes in front.
    syncUp.meetings = Self.elements(
      self.meetings, applyingEditsFrom: opened.meetings, to: edited.meetings, addingAtFront: true
    )
    return syncUp
  }

  /// Whether this sync-up's changes from `base` and `other`'s both changed a field, an attendee or
  /// a meeting, to different values: applying one on the other would then undo a change.
  func editsCollide(with other: SyncUp, since base: SyncUp) -> Bool {
    func collide<Field: Equatable>(_ mine: Field, _ theirs: Field, _ base: Field) -> Bool {
      mine != base && theirs != base && mine != theirs
    }
    return collide(self.title, other.title, base.title)
      || collide(self.duration, other.duration, base.duration)
      || collide(self.theme, other.theme, base.theme)
      || Set(self.attendees.ids).union(other.attendees.ids).union(base.attendees.ids).contains {
        collide(self.attendees[id: $0], other.attendees[id: $0], base.attendees[id: $0])
      }
      || Set(self.meetings.ids).union(other.meetings.ids).union(base.meetings.ids).contains {
        collide(self.meetings[id: $0], other.meetings[id: $0], base.meetings[id: $0])
      }
  }

  /// `current` with the elements the user removed, changed or added; one the user changed but
  /// someone else removed comes back, with the user's value.
  private static func elements<Element: Identifiable & Equatable>(
    _ current: IdentifiedArrayOf<Element>,
    applyingEditsFrom opened: IdentifiedArrayOf<Element>,
    to edited: IdentifiedArrayOf<Element>,
    addingAtFront: Bool
  ) -> IdentifiedArrayOf<Element> {
    var elements = current
    for element in opened where edited[id: element.id] == nil {
      elements.remove(id: element.id)
    }
    var added: [Element] = []
    for element in edited where opened[id: element.id] != element {
      if elements[id: element.id] != nil || !addingAtFront {
        elements.updateOrAppend(element)
      } else {
        added.append(element)
      }
    }
    for element in added.reversed() {
      _ = elements.insert(element, at: 0)
    }
    return elements
  }
}
