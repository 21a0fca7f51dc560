import ComposableArchitecture
import Observation
import Testing

@testable import ComposableTerminal

// SwiftUI's own navigation, as a SwiftUI user writes it: a stack that keeps its own path or is
// bound to one, links that push a view or a value, and destinations registered by type.
private struct LibraryView: View {
  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink("About") { Text("Made on Linux") }
        NavigationLink(destination: ShelfScreen(number: 1)) { Text("Shelf 1") }
        NavigationLink("Chapter", value: "one")
      }
      .navigationDestination(for: Int.self) { ShelfScreen(number: $0) }
    }
  }
}

/// A screen with view-local state, to see it kept per screen.
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
  var numbers: [Int] = []
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

private struct NumbersView: View {
  let router: Router

  var body: some View {
    NavigationStack(path: Binding(get: { router.numbers }, set: { router.numbers = $0 })) {
      Button("Open 3") { router.numbers.append(3) }
      NavigationLink("Word", value: "three")
        .navigationDestination(for: Int.self) { ShelfScreen(number: $0) }
        .navigationDestination(for: String.self) { Text($0) }
    }
  }
}

@MainActor
struct SwiftUINavigationTests {
  @Test func aDestinationLinkPushesItsViewAndEscGoesBack() {
    let driver = HeadlessDriver(size: Size(width: 30, height: 4)) { LibraryView() }
    #expect(driver.lines == ["[ About ]", "[ Shelf 1 ]", "[ Chapter ]"])

    driver.press(.enter)
    #expect(driver.lines == ["Made on Linux"])

    driver.press(.escape)
    #expect(driver.lines == ["[ About ]", "[ Shelf 1 ]", "[ Chapter ]"])
  }

  @Test func eachPushedScreenKeepsItsOwnStateUntilItIsPopped() {
    let driver = HeadlessDriver(size: Size(width: 30, height: 4)) { LibraryView() }
    driver.press(.tab, .enter)
    driver.press(.enter, .enter)
    #expect(driver.lines == ["Shelf 1: 2 visits", "[ Visit ]", "[ Next ]"])

    // A value link on a pushed screen pushes its value, shown by the root's destination.
    driver.press(.tab, .enter)
    #expect(driver.lines == ["Shelf 2: 0 visits", "[ Visit ]", "[ Next ]"])
    driver.press(.enter)
    #expect(driver.lines.first == "Shelf 2: 1 visits")

    driver.press(.escape)
    #expect(driver.lines.first == "Shelf 1: 2 visits")

    // Popped, a screen's state goes: pushed again, it starts afresh.
    driver.press(.escape)
    driver.press(.tab, .enter)
    #expect(driver.lines.first == "Shelf 1: 0 visits")
  }

  @Test func aBoundNavigationPathFollowsLinksAndItsOwner() {
    let router = Router()
    let driver = HeadlessDriver(size: Size(width: 30, height: 4)) { RoutedLibraryView(router: router) }
    driver.press(.enter)
    #expect(router.path == NavigationPath([1]))
    #expect(driver.lines.first == "Shelf 1: 0 visits")

    router.path = NavigationPath([4, 5])
    driver.redrawIfNeeded()
    #expect(driver.lines.first == "Shelf 5: 0 visits")

    driver.press(.escape)
    #expect(router.path == NavigationPath([4]))
    #expect(driver.lines.first == "Shelf 4: 0 visits")

    router.path.removeLast()
    driver.redrawIfNeeded()
    #expect(driver.lines == ["[ Shelf 1 ]"])
  }

  @Test func aBoundArrayOfValuesIsThePath() {
    let router = Router()
    let driver = HeadlessDriver(size: Size(width: 30, height: 4)) { NumbersView(router: router) }
    driver.press(.enter)
    #expect(router.numbers == [3])
    #expect(driver.lines.first == "Shelf 3: 0 visits")
    driver.press(.escape)
    #expect(router.numbers == [])
  }

  @Test func aValueThePathCannotHoldOrNoDestinationShowsIsReportedAndNotPushed() {
    let router = Router()
    let messages = LockIsolated<[String]>([])
    withKnownIssue {
      let numbers = HeadlessDriver(size: Size(width: 30, height: 4)) { NumbersView(router: router) }
      numbers.press(.tab, .enter)
      let library = HeadlessDriver(size: Size(width: 30, height: 4)) { LibraryView() }
      library.press(.tab, .tab, .enter)
      #expect(library.lines == ["[ About ]", "[ Shelf 1 ]", "[ Chapter ]"])
    } matching: { issue in
      messages.withValue { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
      return true
    }

    #expect(router.numbers == [])
    #expect(messages.value == [
      "A NavigationLink is presenting a value of type “String” but the stack's path holds values of "
        + "type “Int”. The link cannot be activated.",
      "A NavigationLink is presenting a value of type “String” but there is no matching "
        + "navigationDestination declaration visible from the location of the link. The link cannot "
        + "be activated.",
    ])
  }
}
