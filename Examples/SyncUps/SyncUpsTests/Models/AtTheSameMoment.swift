import ComposableArchitecture
import Foundation
@_spi(Hosting) import Sharing
import Testing

@testable import SyncUpsKit

/// What two people do at the same moment in two `SyncUps` processes on one database, whatever
/// the database: each list makes its change before either save has ended, as two processes'
/// saves would cross. Each returns the sync-up the database must then hold.
@MainActor
enum AtTheSameMoment {
  /// The first renames `.mock`'s first attendee, the second its second one; neither is told
  /// anything.
  static func renameDifferentAttendees(
    _ first: SyncUpsList.State, _ second: SyncUpsList.State
  ) async -> SyncUp {
    let (blob, blobJr) = (SyncUp.mock.attendees[0].id, SyncUp.mock.attendees[1].id)
    first.$syncUps.withLock { $0[id: SyncUp.mock.id]?.attendees[id: blob]?.name = "Ann" }
    second.$syncUps.withLock { $0[id: SyncUp.mock.id]?.attendees[id: blobJr]?.name = "Bo" }
    await Self.expectBothSaved(first, second)
    var expected = SyncUp.mock
    expected.attendees[id: blob]?.name = "Ann"
    expected.attendees[id: blobJr]?.name = "Bo"
    return expected
  }

  /// The first ends a meeting of `.mock` while the second renames one of its attendees; neither
  /// is told anything.
  static func endAMeetingAndRenameAnAttendee(
    _ first: SyncUpsList.State, _ second: SyncUpsList.State
  ) async -> SyncUp {
    let blob = SyncUp.mock.attendees[0].id
    let meeting = Meeting(
      id: UUID(9), date: Date(timeIntervalSince1970: 1_800_000_000), transcript: "Shipped."
    )
    first.$syncUps.withLock { _ = $0[id: SyncUp.mock.id]?.meetings.insert(meeting, at: 0) }
    second.$syncUps.withLock { $0[id: SyncUp.mock.id]?.attendees[id: blob]?.name = "Ann" }
    await Self.expectBothSaved(first, second)
    var expected = SyncUp.mock
    expected.attendees[id: blob]?.name = "Ann"
    expected.meetings.insert(meeting, at: 0)
    return expected
  }

  /// Both processes start on a new database: the second finds no sync-ups, then the first
  /// imports `file` whole, then the second imports it too. The outcomes, the first's first.
  static func startBoth(
    importing file: URL,
    first: any SharedKey<IdentifiedArrayOf<SyncUp>>,
    second: any SharedKey<IdentifiedArrayOf<SyncUp>>
  ) async throws -> (first: SyncUpsImport.Outcome?, second: SyncUpsImport.Outcome) {
    let firstOutcome = LockIsolated<SyncUpsImport.Outcome?>(nil)
    let secondKey = StartingAtOnceKey(second) {
      let outcome = try? await SyncUpsImport.importFileIfNeeded(file, into: first)
      firstOutcome.setValue(outcome)
    }
    let secondOutcome = try await SyncUpsImport.importFileIfNeeded(file, into: secondKey)
    return (firstOutcome.value, secondOutcome)
  }

  private static func expectBothSaved(
    _ first: SyncUpsList.State, _ second: SyncUpsList.State
  ) async {
    await PendingSaves.wait(for: PendingSaves.checkpoint())
    #expect(first.$syncUps.saveError == nil)
    #expect(second.$syncUps.saveError == nil)
  }
}
