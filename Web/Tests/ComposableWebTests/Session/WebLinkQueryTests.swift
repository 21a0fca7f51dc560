import Testing

@testable import ComposableWeb

struct WebLinkQueryTests {
  /// Found by fuzz-navigation-path: U+06DD joins the `?` after it into one `Character`, so a
  /// search by characters saw no query and appended a second `?`, which a browser reads as part
  /// of the query's value: the link lost its session.
  @Test func aLinksItemIsFoundAsTheBrowserFindsItWhateverCharactersPrecedeIt() throws {
    let href = WebLinkQuery.href("/a\u{06DD}?x=1#top", sessionID: "0a", token: "1b", controlID: "2c")
    #expect(href == "/a\u{06DD}?x=1&tca=0a.1b.2c#top")
    let parsed = WebLinkQuery.parse(query: "x\u{06DD}&tca=0a.1b.2c")
    #expect(parsed.link == WebLinkQuery(sessionID: "0a", token: "1b", controlID: "2c"))
    #expect(parsed.rest == "x\u{06DD}")
  }
}
