/// The sixteen colour themes of Apple's Scrumdinger, by their upstream names.
enum Theme: String, CaseIterable, Codable, Equatable, Hashable, Identifiable, Sendable {
  case bubblegum
  case buttercup
  case indigo
  case lavender
  case magenta
  case navy
  case orange
  case oxblood
  case periwinkle
  case poppy
  case purple
  case seafoam
  case sky
  case tan
  case teal
  case yellow

  var id: Self { self }

  /// The name shown to the user: "Bubblegum".
  var name: String { self.rawValue.capitalized }
}
