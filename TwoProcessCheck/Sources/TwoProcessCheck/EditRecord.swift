import Foundation

/// One edit a worker made, and what its save answered: the log the verdict reads.
struct EditRecord: Codable, Sendable {
  enum Target: String, Codable, Sendable {
    /// The rows key: `element` is the item's id.
    case rows
    /// The whole-value key (a list of tokens): `element` is the token appended or removed.
    case value
  }

  enum Kind: String, Codable, Sendable {
    case append, edit, remove
  }

  enum Outcome: String, Codable, Sendable {
    /// The save completed without error (for rows: the edit's element was written).
    case acknowledged
    /// The save reported a conflict for this edit.
    case refused
    /// The save failed for another reason.
    case failed
  }

  var process: String
  var step: Int
  var target: Target
  var kind: Kind
  var element: String
  /// The title an append or edit of a rows element wrote (the token `process:step`).
  var token: String
  /// The title the process showed for the rows element it edited or removed: the change is
  /// based on it, so two acknowledged changes based on one title mean that one erased the other.
  var base: String?
  /// When the edit was made and when its save answered, on the machine's monotonic clock, which
  /// both processes share: an edit made after another one's save answered comes after it.
  var issuedAt: UInt64
  var finishedAt: UInt64?
  var outcome: Outcome?
  var error: String?
  /// What the process showed for the element once the refusal reached it.
  var shownAfter: String?

  var name: String {
    "\(self.process) step \(self.step) (\(self.kind.rawValue) \(self.element) on the \(self.target) key)"
  }
}

/// The machine's monotonic clock in nanoseconds: the same clock in every process.
func monotonicNow() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}
