import ComposableArchitecture
import ComposableViews
import Observation
import Testing

@testable import ComposableWeb

// SwiftUI's own navigation in the browser: the same views as the terminal's tests, a stack that
// keeps its own path or is bound to one, links that push a view or a value.
private struct LibraryView: View {
  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink("About") { Text("Made on Linux") }
        NavigationLink(destination: ShelfScreen(number: 1)) { Text("Shelf 1") }
      }
      .navigationDestination(for: Int.self) { ShelfScreen(number: $0) }
    }
  }
}

private struct ShelfScreen: View {
  let number: Int
  @State private var visits = 0

  var body: some View {
    Text("Shelf \(number): \(visits) visits")
    Button("Visit") { visits += 1 }
    NavigationLink("Next", value: number + 1)
  }
}

@MainActor
@Observable
private final class Router {
  var path = NavigationPath()
}

private struct RoutedLibraryView: View {
  let router: Router

  var body: some View {
    NavigationStack(path: Binding(get: { router.path }, set: { router.path = $0 })) {
      NavigationLink("Shelf 1", value: 1)
        .navigationDestination(for: Int.self) { ShelfScreen(number: $0) }
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct WebSwiftUINavigationTests {
  private func click(_ text: String, in session: WebSession) throws -> WebUpdate? {
    try session.handle(WebEvent(controlID: try #require(session.tree.controlID(.click, containing: text)), kind: .click))
    return session.update()
  }

  @Test func linksPushViewsAndValuesAndEachScreenKeepsItsState() throws {
    let session = WebSession(scene: WebScene { LibraryView() })
    #expect(session.tree.all(where: { $0.tag == "button" }).map(\.allText) == ["About", "Shelf 1"])

    #expect(try click("Shelf 1", in: session)?.path == "/0")
    _ = try click("Visit", in: session)
    #expect(session.tree.allText.contains("Shelf 1: 1 visits"))

    #expect(try click("Next", in: session)?.path == "/0/1")
    #expect(session.tree.allText.contains("Shelf 2: 0 visits"))

    // The page's back link pops the value; the screen under it kept its state.
    #expect(try click("Back", in: session)?.path == "/0")
    #expect(session.tree.allText.contains("Shelf 1: 1 visits"))

    // The browser's back button pops the view; pushed again, it starts afresh.
    session.navigate(to: "/")
    #expect(session.update()?.path == "/")
    #expect(try click("Shelf 1", in: session)?.path == "/0")
    #expect(session.tree.allText.contains("Shelf 1: 0 visits"))
  }

  @Test func aBoundNavigationPathFollowsLinksAndItsOwner() throws {
    let router = Router()
    let session = WebSession(scene: WebScene { RoutedLibraryView(router: router) })
    #expect(try click("Shelf 1", in: session)?.path == "/0")
    #expect(router.path == NavigationPath([1]))

    router.path = NavigationPath([4, 5])
    #expect(session.update()?.path == "/0/1")
    #expect(session.tree.allText.contains("Shelf 5: 0 visits"))

    _ = try click("Back", in: session)
    #expect(router.path == NavigationPath([4]))
    #expect(session.tree.allText.contains("Shelf 4: 0 visits"))
  }
}
