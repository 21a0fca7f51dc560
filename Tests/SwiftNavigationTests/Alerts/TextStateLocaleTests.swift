import SwiftNavigation
import Foundation
import Testing

struct TextStateLocaleTests {
  @Test func theStringOfATextStateInALocale() {
    let text = TextState("Delete ") + TextState(verbatim: "Blob")
    #expect(String(state: text, locale: Locale(identifier: "fr_FR")) == "Delete Blob")
    #expect(String(state: text, locale: nil) == String(state: text))
  }
}
