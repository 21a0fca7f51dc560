import ComposableArchitecture
import ComposableViews
import Testing

struct LocalizedStringKeyTests {
  enum Filter: LocalizedStringKey, CaseIterable, Hashable {
    case all = "All"
    case active = "Active"
    case completed = "Completed"
  }

  @Test func anEnumTakesKeysAsRawValues() {
    #expect(Filter(rawValue: "Active") == .active)
    #expect(Filter.allCases.map(\.rawValue) == ["All", "Active", "Completed"])
    #expect(Filter.completed.rawValue == LocalizedStringKey("Completed"))
  }

  @Test func interpolatedValuesAreArgumentsOfAFormat() {
    let name = "Blob"
    let count = 3
    #expect("Hello, \(name)" as LocalizedStringKey == "Hello, \(name)")
    #expect("Hello, \(name)" as LocalizedStringKey != "Hello, \("Blob Jr.")")
    // The same text, another key: SwiftUI's are equal only when their formats are.
    #expect("Hello, \(name)" as LocalizedStringKey != "Hello, Blob")
    #expect("\(count) items" as LocalizedStringKey != "\("3") items")
  }

  @Test func aDumpShowsTheText() {
    let count = 3
    let ratio = 0.5
    #expect(String(customDumping: Filter.all.rawValue) == #""All""#)
    #expect(
      String(customDumping: "\(count) of 100% at \(ratio), \("done")" as LocalizedStringKey)
        == #""3 of 100% at 0.5, done""#
    )
  }
}
