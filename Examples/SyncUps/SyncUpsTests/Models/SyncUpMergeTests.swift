import Foundation
import Testing

@testable import SyncUpsKit

/// The merge a refused save goes through (`applyingEdits(from:to:)` on the other person's value)
/// and which refused changes the app applies again by itself (`editsCollide(with:since:)`).
struct SyncUpMergeTests {
  @Test func endingAMeetingOrAddingAnAttendeeIsKeptOnSomeoneElsesChange() {
    var ended = SyncUp.mock
    let meeting = Meeting(id: UUID(9), date: Date(timeIntervalSince1970: 0), transcript: "")
    ended.meetings.insert(meeting, at: 0)
    ended.attendees.append(Attendee(id: UUID(8), name: "Blob III"))

    // On someone else's rename: both kept.
    var theirs = SyncUp.mock
    theirs.title = "Design review"
    #expect(!ended.editsCollide(with: theirs, since: .mock))
    let merged = theirs.applyingEdits(from: .mock, to: ended)
    #expect(merged.title == "Design review")
    #expect(merged.meetings.first == meeting)
    #expect(merged.meetings.count == 2)
    #expect(merged.attendees.last?.name == "Blob III")
    #expect(merged.applyingEdits(from: .mock, to: ended) == merged)
  }

  @Test func changesOfDifferentFieldsDoNotCollide() {
    var renamed = SyncUp.mock
    renamed.title = "Design review"
    var longer = SyncUp.mock
    longer.duration = .seconds(600)
    #expect(!renamed.editsCollide(with: longer, since: .mock))
    let merged = longer.applyingEdits(from: .mock, to: renamed)
    #expect(merged.title == "Design review")
    #expect(merged.duration == .seconds(600))
  }

  @Test func changesOfTheSameFieldOrAttendeeCollide() {
    var renamed = SyncUp.mock
    renamed.title = "Design review"
    var renamedToo = SyncUp.mock
    renamedToo.title = "Design sync"
    #expect(renamed.editsCollide(with: renamedToo, since: .mock))
    // The same value is no collision.
    #expect(!renamed.editsCollide(with: renamed, since: .mock))

    var removed = SyncUp.mock
    removed.attendees.removeLast()
    var attendeeRenamed = SyncUp.mock
    attendeeRenamed.attendees[2].name = "Blob Senior"
    #expect(removed.editsCollide(with: attendeeRenamed, since: .mock))
    #expect(!removed.editsCollide(with: .mock, since: .mock))
  }
}
