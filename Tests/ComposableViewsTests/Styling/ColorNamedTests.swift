import ComposableViews
import Foundation
import Testing

/// `Color("name")`, which SwiftUI reads from an asset catalogue.
struct ColorNamedTests {
  @Test func aNameOfADeclaredColourIsThatColour() {
    #expect(Color("red") == .red)
    #expect(Color("brightBlue") == .brightBlue)
    #expect(Color("orange") == .orange)
    #expect(Color("teal", bundle: .main) == .teal)
  }

  @Test func anyOtherNameIsAColourMadeFromTheName() {
    // Upstream's SyncUps themes: each its own colour, the same on every run.
    let themes = ["bubblegum", "buttercup", "lavender", "navy", "oxblood", "periwinkle", "poppy"]
    #expect(Set(themes.map { Color($0) }).count == themes.count)
    #expect(Color("bubblegum") == Color("bubblegum"))
    #expect(Color("bubblegum").components == (41, 177, 204, 1))
  }
}
