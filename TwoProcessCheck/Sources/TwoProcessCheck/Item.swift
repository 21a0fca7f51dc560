/// An element of the checked collection, kept as a row of its own by the rows key: the title is
/// the token of the edit that wrote it last (`"A:7"`: process A's step 7), or `"seed"`.
public struct Item: Codable, Equatable, Identifiable, Sendable {
  /// `shared-0`…`shared-2` for the seeded elements, `A-7` for the one process A appended at step 7.
  public var id: String
  /// The token of the edit that wrote it last.
  public var title: String

  /// An element with an id and a title.
  public init(id: String, title: String) {
    self.id = id
    self.title = title
  }
}

extension Item {
  /// The elements the check seeds, which both processes edit most and never remove.
  static let sharedIDs = ["shared-0", "shared-1", "shared-2"]
}

/// What a process shows, or the database holds, for the two checked keys.
struct CheckedState: Codable, Equatable, Sendable {
  var rows: [Item]
  var value: [String]
}
