import ComposableArchitecture
import ComposableViews
import Testing

@testable import ComposableWeb

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct WebViewRendererTests {
  @Test func aCounterViewRendersAsHTML() {
    let store = Store(initialState: ViewCounter.State(count: 3, isLoading: true)) { ViewCounter() }
    let html = WebViewRenderer { ViewCounterView(store: store) }.render().html

    #expect(html == """
      <div class="tca-view"><div style="display:contents"><div class="vstack" style="display:flex;flex-direction:column;\
      align-items:flex-start;gap:0.5em"><span style="font-weight:bold">Counter</span>\
      <span style="font-weight:bold;color:var(--tca-cyan)">3</span><div class="hstack" \
      style="display:flex;flex-direction:row;align-items:center;gap:1ch">\
      <button accesskey="-" type="button">Decrement</button>\
      <button accesskey="+" type="button">Increment</button></div><section><h3><span style="font-weight:bold">More</span>\
      </h3><div class="rows"><div class="row button-row"><button accesskey="r" type="button">Reset</button></div>\
      <div class="row"><div class="progress"><progress max="1"></progress><span class="label">Loading…</span></div>\
      </div></div></section></div></div></div>
      """)
  }

  @Test func aClickOnARenderedButtonSendsItsActionToTheStore() throws {
    let store = Store(initialState: ViewCounter.State()) { ViewCounter() }
    let session = WebSession(scene: WebScene { ViewCounterView(store: store) })
    let increment = try #require(session.tree.controlID(.click, containing: "Increment"))

    try session.handle(WebEvent(controlID: increment, kind: .click))
    try session.handle(WebEvent(controlID: increment, kind: .click))

    #expect(store.count == 2)
    let update = try #require(session.update())
    // One text changed: one patch, whatever the size of the page.
    #expect(update.patches.count == 1)
    #expect(session.tree.allText.contains("2"))
    #expect(session.tree.controlID(.click, containing: "Increment") == increment)
  }

  @Test func anAlertRendersADialogWhoseButtonsSendTheirActions() throws {
    let store = Store(initialState: ViewCounter.State(count: 5)) { ViewCounter() }
    let session = WebSession(scene: WebScene { ViewCounterView(store: store) })
    #expect(!session.tree.html.contains("<dialog"))

    try session.handle(
      WebEvent(controlID: try #require(session.tree.controlID(.click, containing: "Reset")), kind: .click))
    _ = session.update()

    let dialog = try #require(session.tree.first { $0.tag == "dialog" })
    #expect(dialog.attributes["role"] == "alertdialog")
    #expect(dialog.attributes["data-modal"] != nil)
    #expect(dialog.allText.contains("Reset the count?"))
    let reset = try #require(dialog.controlID(.click, containing: "Reset"))
    try session.handle(WebEvent(controlID: reset, kind: .click))

    #expect(store.count == 0)
    #expect(store.alert == nil)
    _ = session.update()
    #expect(session.tree.first { $0.tag == "dialog" } == nil)
  }

  @Test func escapeOnADialogDismissesIt() throws {
    let store = Store(initialState: ViewCounter.State(count: 5)) { ViewCounter() }
    store.send(.resetButtonTapped)
    let session = WebSession(scene: WebScene { ViewCounterView(store: store) })
    let dialog = try #require(session.tree.controlID(.cancel))

    try session.handle(WebEvent(controlID: dialog, kind: .cancel))

    #expect(store.alert == nil)
    #expect(store.count == 5)
  }

  @Test func syncUpsRenderAsAListKeyedByTheirIDs() throws {
    let store = Store(
      initialState: WebSyncUpsList.State(syncUps: [
        WebSyncUp(id: 1, title: "Design"), WebSyncUp(id: 2, title: "Engineering"),
      ])
    ) { WebSyncUpsList() }
    let session = WebSession(scene: WebScene { WebSyncUpsListView(store: store) })

    let list = try #require(session.tree.first { $0.attributes["role"] == "list" })
    let rows = list.all { $0.attributes["role"] == "listitem" }
    #expect(rows.map(\.allText) == ["DesignDelete", "EngineeringDelete"])
    #expect(session.tree.first { $0.tag == "h1" }?.allText == "Daily Sync-ups")
    #expect(session.tree.allText.contains("New sync-up"))

    // Inserting a sync-up patches in its row only.
    store.send(.addButtonTapped)
    _ = session.update()
    store.send(.destination(.presented(.add(.binding(.set(\.syncUp.title, "Marketing"))))))
    store.send(.confirmAddButtonTapped)
    let update = try #require(session.update())
    // The row goes in; the sheet goes away.
    #expect(update.patches.count == 2)
    #expect(
      update.patches.contains {
        if case let .insertChild(_, _, node) = $0 { node.allText == "MarketingDelete" } else { false }
      })
  }

  @Test func typingWritesTheBindingAndTheFormsControlsWriteTheirs() throws {
    let store = Store(initialState: WebSyncUpsList.State()) { WebSyncUpsList() }
    store.send(.addButtonTapped)
    let session = WebSession(scene: WebScene { WebSyncUpsListView(store: store) })
    let sheet = try #require(session.tree.first { $0.tag == "dialog" })
    #expect(sheet.attributes["role"] == "dialog")

    let title = try #require(sheet.controlID(.input))
    try session.handle(WebEvent(controlID: title, kind: .input, payload: "Morning"))
    #expect(store.destination?.add?.syncUp.title == "Morning")

    let reminders = try #require(sheet.controlID(.change, containing: "") { $0.tag == "input" })
    try session.handle(WebEvent(controlID: reminders, kind: .change, payload: "true"))
    #expect(store.destination?.add?.syncUp.isReminderOn == true)

    let theme = try #require(sheet.controlID(.change, containing: "") { $0.tag == "select" })
    let options = try #require(sheet.first { $0.tag == "select" }).children
    #expect(options.map(\.allText) == ["bubblegum", "buttercup", "lavender"])
    #expect(options[0].attributes["selected"] != nil)
    try session.handle(WebEvent(controlID: theme, kind: .change, payload: "2"))
    #expect(store.destination?.add?.syncUp.theme == .lavender)
    // An index that names no option changes nothing.
    try session.handle(WebEvent(controlID: theme, kind: .change, payload: "7"))
    #expect(store.destination?.add?.syncUp.theme == .lavender)

    let update = try #require(session.update())
    // The field shows what was typed; the selected option moved.
    #expect(session.tree.first { $0.tag == "input" && $0.attributes["type"] == "text" }?
      .attributes["value"] == "Morning")
    #expect(!update.patches.isEmpty)
    let add = try #require(session.tree.controlID(.click, containing: "Add"))
    try session.handle(WebEvent(controlID: add, kind: .click))
    #expect(store.syncUps.map(\.title) == ["Morning"])
  }

  @Test func theDeleteAlertsButtonsSendTheirActions() throws {
    let store = Store(
      initialState: WebSyncUpsList.State(syncUps: [WebSyncUp(id: 1, title: "Design")])
    ) { WebSyncUpsList() }
    let session = WebSession(scene: WebScene { WebSyncUpsListView(store: store) })
    try session.handle(
      WebEvent(controlID: try #require(session.tree.controlID(.click, containing: "Delete")), kind: .click))
    _ = session.update()
    let alert = try #require(session.tree.first { $0.tag == "dialog" })
    #expect(alert.allText.contains("Are you sure you want to delete this sync-up?"))

    try session.handle(
      WebEvent(controlID: try #require(alert.controlID(.click, containing: "Yes")), kind: .click))

    #expect(store.syncUps.isEmpty)
    _ = session.update()
    #expect(session.tree.first { $0.tag == "dialog" } == nil)
  }

  /// An app's own paths (ids another process knows, not stack positions), and its own
  /// navigation for the browser's back and forward buttons.
  @Test func anAppNamesTheViewsPathsItself() throws {
    let store = Store(
      initialState: WebSyncUpsList.State(syncUps: [WebSyncUp(id: 1, title: "Design")])
    ) { WebSyncUpsList() }
    let navigated = LockIsolated<[String]>([])
    let scene = WebScene(
      path: { store.path.isEmpty ? "/" : "/sync-up-1" },
      navigate: { path in navigated.withValue { $0.append(path) } }
    ) { WebSyncUpsListView(store: store) }
    let session = WebSession(scene: scene)
    #expect(session.path == "/")

    try session.handle(
      WebEvent(controlID: try #require(session.tree.controlID(.click, containing: "Design")), kind: .click))
    #expect(session.update()?.path == "/sync-up-1")
    #expect(session.tree.allText.contains("Start meeting"))

    // The app decides what a path shows: here, nothing.
    session.navigate(to: "/")
    #expect(navigated.value == ["/"])
    #expect(!store.path.isEmpty)
  }

  @Test func theNavigationStackGivesThePagePathAndTheBackButtonPops() throws {
    let store = Store(
      initialState: WebSyncUpsList.State(syncUps: [WebSyncUp(id: 1, title: "Design")])
    ) { WebSyncUpsList() }
    let session = WebSession(scene: WebScene { WebSyncUpsListView(store: store) })
    #expect(session.path == "/")

    try session.handle(
      WebEvent(controlID: try #require(session.tree.controlID(.click, containing: "Design")), kind: .click))
    let update = try #require(session.update())

    #expect(update.path == "/0")
    #expect(session.tree.allText.contains("Start meeting"))
    #expect(session.tree.first { $0.tag == "a" }?.attributes["href"]?.hasPrefix("/?tca=") == true)

    session.navigate(to: "/")
    #expect(store.path.isEmpty)
    #expect(session.update()?.path == "/")

    // Forward after Back does not push the popped screen again: its state ended with the pop.
    // The page stays at the root (the server tells the browser so; see the registry's tests).
    session.navigate(to: "/0")
    #expect(store.path.isEmpty)
    #expect(session.update() == nil)
    #expect(session.path == "/")

    // The page's own back link pops too.
    try session.handle(
      WebEvent(controlID: try #require(session.tree.controlID(.click, containing: "Design")), kind: .click))
    _ = session.update()
    try session.handle(
      WebEvent(controlID: try #require(session.tree.controlID(.click, containing: "Back")), kind: .click))
    #expect(store.path.isEmpty)
  }

  @Test func aTaskRunsWhileItsViewIsOnThePageAndIsCancelledWhenItGoes() async throws {
    let clock = TestClock()
    let events = LockIsolated<[String]>([])
    let store = Store(initialState: ViewCounter.State()) { ViewCounter() }
    let session = WebSession(
      scene: WebScene {
        VStack {
          if store.isLoading {
            Text("Loading")
              .task {
                events.withValue { $0.append("start") }
                do {
                  try await clock.sleep(for: .seconds(60))
                  events.withValue { $0.append("done") }
                } catch {
                  events.withValue { $0.append("cancelled") }
                }
              }
              .onAppear { events.withValue { $0.append("appear") } }
          }
        }
      })
    #expect(events.value.isEmpty)

    store.send(.loadingToggled)
    _ = session.update()
    #expect(await eventually { events.value == ["appear", "start"] })

    store.send(.loadingToggled)
    _ = session.update()
    #expect(await eventually { events.value == ["appear", "start", "cancelled"] })

    // Closing the session takes its views off the page.
    store.send(.loadingToggled)
    _ = session.update()
    #expect(await eventually { events.value.count == 5 })
    session.close()
    #expect(await eventually { events.value.last == "cancelled" && events.value.count == 6 })
    await clock.run()
    #expect(!events.value.contains("done"))
  }

  @Test func layoutModifiersSteppersProgressAndSelectableListsRender() throws {
    final class Model {
      var minutes = 5
      var selected: Int?
    }
    let model = Model()
    let minutes = Binding(get: { model.minutes }, set: { model.minutes = $0 })
    let selection = Binding(get: { model.selected }, set: { model.selected = $0 })
    let session = WebSession(
      scene: WebScene {
        ScrollView {
          Text("Title").padding(.horizontal, 2).border(.blue).background(.yellow)
          HStack {
            Spacer()
            Divider()
          }
          Stepper("Length: \(minutes.wrappedValue) min", value: minutes, in: 1...5)
          Stepper("Fixed", onIncrement: nil, onDecrement: nil)
          ProgressView("Half", value: 0.5)
          List(selection: selection) {
            ForEach([10, 20], id: \.self) { number in
              Text("Row \(number)")
            }
          }
        }
      })
    let html = session.tree.html

    #expect(html.contains(#"<div class="scroll-view" style="overflow:auto;max-height:100%">"#))
    #expect(html.contains(
      #"<div class="background" style="background:var(--tca-yellow)"><div class="border" style="border:1px solid var(--tca-blue);padding:.25em .5ch">"#
        + #"<div class="padding" style="padding:0 2ch 0 2ch"><span>Title</span></div></div></div>"#))
    #expect(html.contains(#"<div style="flex:1 1 auto;min-width:0ch;min-height:0em"></div><hr>"#))
    #expect(html.contains(#"<progress max="1" value="0.5"></progress><span class="label">Half</span>"#))
    // A direction without a handler is a disabled button; the others move the value.
    #expect(html.contains(
      #"<span>Fixed</span><button aria-label="Decrement" disabled="" type="button">−</button>"#
        + #"<button aria-label="Increment" disabled="" type="button">+</button>"#))
    let decrement = try #require(session.tree.controlID(.click, containing: "−"))
    try session.handle(WebEvent(controlID: decrement, kind: .click))
    #expect(model.minutes == 4)

    // A list's rows choose their element's id.
    let rows = session.tree.all { $0.attributes["role"] == "listitem" }
    #expect(rows.map(\.allText) == ["Row 10", "Row 20"])
    #expect(rows.map { $0.attributes["aria-selected"] } == ["false", "false"])
    try session.handle(
      WebEvent(controlID: try #require(rows[1].attributes["data-cid"]), kind: .click))
    #expect(model.selected == 20)
  }

  @Test func addressesAndTheWebOptionParse() throws {
    let configuration = try WebConfiguration(address: "0.0.0.0:9000")
    #expect(configuration.host == "0.0.0.0")
    #expect(configuration.port == 9000)
    #expect(try WebConfiguration(address: ":8081").host == "127.0.0.1")
    #expect(try WebConfiguration(address: "8082").port == 8082)
    #expect(throws: WebHost.AddressError(address: "localhost:http")) {
      try WebConfiguration(address: "localhost:http")
    }
    #expect(throws: WebHost.AddressError(address: "1:70000")) {
      try WebConfiguration(address: "1:70000")
    }

    // `--web [ADDRESS:PORT]`.
    #expect(WebHost.address(in: ["--print-changes"]) == nil)
    #expect(WebHost.address(in: ["--web"]) == "127.0.0.1:8080")
    #expect(WebHost.address(in: ["--web", "--print-changes"]) == "127.0.0.1:8080")
    #expect(WebHost.address(in: ["--web", "0.0.0.0:80"]) == "0.0.0.0:80")
    #expect(WebHost.address(in: ["--web=:9000"]) == ":9000")
  }
}

extension HTMLNode {
  /// The first node, depth first, for which `predicate` holds.
  func first(where predicate: (HTMLNode) -> Bool) -> HTMLNode? {
    if predicate(self) { return self }
    for child in children {
      if let found = child.first(where: predicate) { return found }
    }
    return nil
  }

  /// Every node, depth first, for which `predicate` holds.
  func all(where predicate: (HTMLNode) -> Bool) -> [HTMLNode] {
    (predicate(self) ? [self] : []) + children.flatMap { $0.all(where: predicate) }
  }

  /// The control id of the first element satisfying `predicate` that handles `event`.
  func controlID(
    _ event: WebEventKind, containing text: String, where predicate: (HTMLNode) -> Bool
  ) -> String? {
    all(where: predicate).lazy.compactMap { $0.controlID(event, containing: text) }.first
  }
}
