import Foundation
import Testing

@testable import SyncUpsKit

/// Which changes only append, and what applying one on someone else's value keeps.
struct SyncUpAppendTests {
  @Test func endingAMeetingOrAddingAnAttendeeIsAnAppend() throws {
    var ended = SyncUp.mock
    let meeting = Meeting(id: UUID(9), date: Date(timeIntervalSince1970: 0), transcript: "")
    ended.meetings.insert(meeting, at: 0)
    ended.attendees.append(Attendee(id: UUID(8), name: "Blob III"))
    let append = try #require(SyncUpAppend(from: .mock, to: ended))
    #expect(append.meetings == [meeting])
    #expect(append.attendees == [Attendee(id: UUID(8), name: "Blob III")])

    // On someone else's rename: both kept.
    var theirs = SyncUp.mock
    theirs.title = "Design review"
    let merged = append.applied(to: theirs)
    #expect(merged.title == "Design review")
    #expect(merged.meetings.first == meeting)
    #expect(merged.attendees.last?.name == "Blob III")
    #expect(append.applied(to: merged) == merged)
  }

  @Test func anyOtherChangeIsNot() {
    var renamed = SyncUp.mock
    renamed.title = "Design review"
    #expect(SyncUpAppend(from: .mock, to: renamed) == nil)
    var removed = SyncUp.mock
    removed.attendees.removeLast()
    #expect(SyncUpAppend(from: .mock, to: removed) == nil)
    var renamedAndAdded = renamed
    renamedAndAdded.attendees.append(Attendee(id: UUID(8)))
    #expect(SyncUpAppend(from: .mock, to: renamedAndAdded) == nil)
    #expect(SyncUpAppend(from: .mock, to: .mock) == nil)
  }
}
