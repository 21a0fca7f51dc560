import ComposableArchitecture

@testable import ComposableWeb

@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var name = ""
    var isShowingDetail = false
    var items: [String] = []
  }
  enum Action {
    case incrementButtonTapped
    case nameChanged(String)
    case detailButtonTapped
    case pathChanged(String)
    case addItemButtonTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
      case .nameChanged(let name):
        state.name = name
      case .detailButtonTapped:
        state.isShowingDetail = true
      case .pathChanged(let path):
        state.isShowingDetail = path == "/detail"
      case .addItemButtonTapped:
        state.items.append("Item \(state.items.count + 1)")
      }
      return .none
    }
  }
}

@MainActor
func counterScene(_ store: StoreOf<Counter>) -> WebScene {
  WebScene(
    path: { store.isShowingDetail ? "/detail" : "/" },
    navigate: { store.send(.pathChanged($0)) }
  ) {
    if store.isShowingDetail {
      return .element("main", children: [.element("h1", children: [.text("Detail")])])
    }
    return .element("main", children: [
      .element("p", children: [.text("Count: \(store.count)")]),
      .button("+") { store.send(.incrementButtonTapped) },
      .textField("Name", text: store.name) { store.send(.nameChanged($0)) },
      .link("Detail", path: "/detail") { store.send(.detailButtonTapped) },
    ])
  }
}

extension HTMLNode {
  /// The control id of the first element with a handler for `event` whose text contains
  /// `text` (or any, if `text` is empty).
  func controlID(_ event: WebEventKind, containing text: String = "") -> String? {
    if tag != nil, let id = attributes["data-cid"],
      attributes["data-on"]?.split(separator: " ").contains(Substring(event.rawValue)) == true,
      text.isEmpty || allText.contains(text)
    {
      return id
    }
    for child in children {
      if let id = child.controlID(event, containing: text) { return id }
    }
    return nil
  }

  var allText: String { tag == nil ? text : children.map(\.allText).joined() }
}

/// Waits, a bounded number of turns of the main actor, for `condition`; with a test clock,
/// each turn also wakes the sleepers whose deadline has come (a task that started sleeping
/// after the clock was advanced to its deadline is woken only by another advance).
@MainActor
func eventually(
  advancing clock: TestClock<Duration>? = nil, _ condition: () -> Bool
) async -> Bool {
  for _ in 0..<10_000 {
    if condition() || Task.isCancelled { break }
    if let clock { await clock.advance() } else { await Task.yield() }
  }
  return condition()
}

/// The session's id and socket key a page carries, read from its HTML as the page's script
/// reads them.
func sessionCredentials(ofPage html: String) -> (id: String, key: String) {
  func attribute(_ name: String) -> String {
    String(html.split(separator: name + "=\"").dropFirst().first?.prefix { $0 != "\"" } ?? "")
  }
  return (attribute("data-session"), attribute("data-key"))
}

/// The query a page's WebSocket connects with (`s=ID&k=KEY&v=VERSION`).
func socketQuery(ofPage html: String, version: Int = 0) -> String {
  let (id, key) = sessionCredentials(ofPage: html)
  return "s=\(id)&k=\(key)&v=\(version)"
}

/// The query a WebSocket of `session`'s page connects with.
func socketQuery(of session: WebSession, version: Int = 0) -> String {
  "s=\(session.id)&k=\(session.socketKey)&v=\(version)"
}
