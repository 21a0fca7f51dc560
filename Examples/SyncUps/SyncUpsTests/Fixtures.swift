import Foundation

@testable import SyncUpsKit

extension SyncUp {
  /// A sync-up with three attendees and one past meeting, as upstream's `SyncUp.mock`.
  static let mock = SyncUp(
    id: UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!,
    attendees: [
      Attendee(id: UUID(uuidString: "00000000-0000-0000-0000-0000000000A1")!, name: "Blob"),
      Attendee(id: UUID(uuidString: "00000000-0000-0000-0000-0000000000A2")!, name: "Blob Jr"),
      Attendee(id: UUID(uuidString: "00000000-0000-0000-0000-0000000000A3")!, name: "Blob Sr"),
    ],
    duration: .seconds(60),
    meetings: [
      Meeting(
        id: UUID(uuidString: "00000000-0000-0000-0000-0000000000B1")!,
        date: Date(timeIntervalSince1970: 1_700_000_000),
        transcript: "Blob: I finished the design. Blob Jr: I reviewed it."
      )
    ],
    theme: .orange,
    title: "Design"
  )
}
