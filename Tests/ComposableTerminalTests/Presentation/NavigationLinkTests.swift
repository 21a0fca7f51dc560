import ComposableArchitecture
import Testing

@testable import ComposableTerminal

// TCA's `NavigationLink(state:)` as upstream writes it: rows of a `ForEach` in a `List`, inside a
// `NavigationStack(path: $store.scope(state: \.path, action: \.path))`.
struct LinkedShelfView: View {
  @Bindable var store: StoreOf<Shelf>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      List {
        ForEach(store.books, id: \.self) { title in
          NavigationLink(state: Shelf.Path.State.detail(BookDetail.State(title: title))) {
            Text(title)
          }
        }
      }
    } destination: { store in
      if let detailStore = store.scope(state: \.detail, action: \.detail) {
        Text(detailStore.title).bold()
        NavigationLink("Sequel", state: Shelf.Path.State.detail(BookDetail.State(title: detailStore.title + " II")))
      }
    }
  }
}

@MainActor
struct NavigationLinkTests {
  private func makeDriver(_ store: StoreOf<Shelf>) -> HeadlessDriver {
    HeadlessDriver(size: Size(width: 30, height: 4)) { LinkedShelfView(store: store) }
  }

  @Test func aLinkInAForEachRowPushesItsStateOntoTheEnclosingStack() {
    let store = Store(initialState: Shelf.State(books: ["Dune", "Emma"])) { Shelf() }
    let driver = makeDriver(store)
    #expect(driver.lines == ["  [ Dune ]", "  [ Emma ]"])

    // A list without selection takes focus first; Tab moves on to the links in its rows.
    driver.press(.tab, .tab, .enter)

    #expect(store.path.map(\.self) == [.detail(BookDetail.State(title: "Emma"))])
    #expect(driver.lines == ["Emma", "[ Sequel ]"])
  }

  @Test func aLinkOnAPushedScreenPushesOntoTheSameStack() {
    let store = Store(initialState: Shelf.State(books: ["Dune"])) { Shelf() }
    let driver = makeDriver(store)
    driver.press(.tab, .enter)
    driver.press(.enter)

    #expect(store.path.map(\.self) == [
      .detail(BookDetail.State(title: "Dune")), .detail(BookDetail.State(title: "Dune II")),
    ])
    #expect(Array(store.path.ids).count == 2)
    #expect(driver.lines == ["Dune II", "[ Sequel ]"])
  }
}

@MainActor
struct NavigationLinkIssueTests {
  @Test func aLinkWhoseStateTheStackCannotHoldReportsUpstreamsIssueWhenItAppears() {
    let store = Store(initialState: Shelf.State()) { Shelf() }
    let messages = LockIsolated<[String]>([])
    var line = 0
    withKnownIssue {
      line = #line + 3
      let driver = HeadlessDriver(size: Size(width: 30, height: 2)) {
        NavigationStack(path: store.scope(state: \.path, action: \.path)) {
          NavigationLink(state: BookDetail.State(title: "Dune")) { Text("Dune") }
        } destination: { _ in }
      }
      driver.press(.enter)
    } matching: { issue in
      messages.withValue { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
      return true
    }

    #expect(messages.value == [
      """
      A navigation link at "ComposableTerminalTests/NavigationLinkTests.swift:\(line)" is not presentable.

        NavigationStack state element type:
          Shelf.Path.State
        NavigationLink state type:
          BookDetail.State
        NavigationLink state value:
          BookDetail.State(title: "Dune")
      """
    ])
    #expect(store.path.isEmpty)
  }

  @Test func aLinkOutsideAStoreDrivenStackSaysSoAndANilStateIsQuiet() {
    let messages = LockIsolated<[String]>([])
    withKnownIssue {
      _ = HeadlessDriver(size: Size(width: 30, height: 2)) {
        NavigationLink("Dune", state: BookDetail.State(title: "Dune"))
        NavigationLink("Nothing", state: BookDetail.State?.none)
      }
    } matching: { issue in
      messages.withValue { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
      return true
    }

    #expect(messages.value.count == 1)
    #expect(messages.value.first?.contains("""
        NavigationStack state element type:
          (None found in view hierarchy. Is this link inside a store-powered 'NavigationStack'?)
      """) == true)
  }
}
