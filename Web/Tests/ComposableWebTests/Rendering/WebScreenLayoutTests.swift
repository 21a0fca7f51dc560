import ComposableArchitecture
import ComposableViews
import Testing

@testable import ComposableWeb

// The parts of a screen where SwiftUI puts them: the bars, the title, grouped rows.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct WebScreenLayoutTests {
  @Test func aSheetsBarHoldsCancelTheTitleAndConfirmAboveItsContent() throws {
    let store = Store(initialState: WebSyncUpsList.State()) { WebSyncUpsList() }
    store.send(.addButtonTapped)
    let session = WebSession(scene: WebScene { WebSyncUpsListView(store: store) })
    let sheet = try #require(session.tree.first { $0.tag == "dialog" })

    #expect(sheet.attributes["class"] == "sheet")
    let bar = try #require(sheet.children.first)
    #expect(bar.tag == "header" && bar.attributes["class"] == "navigation-bar")
    #expect(bar.children.map(\.allText) == ["Cancel", "New sync-up", "Add"])
    #expect(bar.children[1].first { $0.tag == "h1" }?.attributes["class"] == "navigation-title")
    #expect(bar.first { $0.attributes["data-placement"] == "confirmationAction" }?.allText == "Add")
    // The form comes after the bar.
    #expect(sheet.children.dropFirst().contains { $0.first { $0.tag == "input" } != nil })

    try session.handle(
      WebEvent(controlID: try #require(bar.controlID(.click, containing: "Cancel")), kind: .click))
    #expect(store.destination == nil)
  }

  @Test func aScreenHasItsBarItsLargeTitleAndItsBottomBar() throws {
    let store = Store(
      initialState: WebSyncUpsList.State(syncUps: [WebSyncUp(id: 1, title: "Design")])
    ) { WebSyncUpsList() }
    let session = WebSession(scene: WebScene { WebSyncUpsListView(store: store) })

    // The root: its primary action in the bar, on the right; its title large under the bar.
    var screen = try #require(session.tree.first { $0.attributes["class"] == "screen" })
    #expect(screen.children.map { $0.tag } == ["header", "h1", "div"])
    #expect(screen.children[0].children.map(\.allText) == ["", "", "New sync-up"])
    #expect(screen.children[1].attributes["class"] == "navigation-title large")
    #expect(screen.children[1].allText == "Daily Sync-ups")

    // A pushed screen: Back on the left; status and bottom-bar items in a bar at the bottom.
    try session.handle(
      WebEvent(controlID: try #require(session.tree.controlID(.click, containing: "Design")), kind: .click))
    _ = session.update()
    screen = try #require(session.tree.first { $0.attributes["class"] == "screen" })
    #expect(screen.children.map { $0.tag } == ["header", "h1", "div", "footer"])
    let back = try #require(screen.children[0].children[0].children.first)
    #expect(back.tag == "a" && back.attributes["class"] == "back" && back.allText == "Back")
    let footer = screen.children[3]
    #expect(footer.children.map(\.allText) == ["Drafted", "Delete"])
    #expect(footer.first { $0.tag == "button" }?.attributes["class"] == "destructive")
  }

  @Test func sectionsAreGroupedRowsAndAColumnOfButtonsPerElementIsAList() throws {
    let store = Store(initialState: ViewCounter.State()) { ViewCounter() }
    let html = WebViewRenderer {
      VStack {
        ViewCounterView(store: store)
        ForEach([1, 2], id: \.self) { number in
          Button("Open \(number)") {}.padding(.horizontal, 1).background(.blue)
        }
      }
    }
    .render()

    let section = try #require(html.first { $0.tag == "section" })
    #expect(section.children.map { $0.tag } == ["h3", "div"])
    #expect(section.children[1].attributes["class"] == "rows")
    #expect(section.children[1].children.map { $0.attributes["class"] } == ["row button-row"])

    let links = html.all { $0.attributes["class"] == "row navigation-link" }
    #expect(links.map(\.allText) == ["Open 1", "Open 2"])
    // The buttons of the counter's stack stay buttons in their stack.
    #expect(html.first { $0.attributes["class"] == "hstack" }?.children.map { $0.tag } == ["button", "button"])
  }

  @Test func thePageIsStyledForLightAndDarkWithEveryNamedColour() {
    let style = WebPage.style
    #expect(style.contains("@media (prefers-color-scheme: dark)"))
    for color in Color.named {
      let css = WebStyle.css(color)
      #expect(css.hasPrefix("var(--"))
      let name = css.dropFirst("var(".count).dropLast()
      #expect(style.contains("\(name):"), "\(name) is not set by the stylesheet")
    }
    #expect(style.contains("button.destructive { color: var(--tca-red); }"))
  }
}
