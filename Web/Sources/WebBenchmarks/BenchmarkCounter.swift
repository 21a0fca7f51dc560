import ComposableArchitecture
import ComposableWeb

/// The page the web benchmark serves: a count, its button, a text field and a link (the same
/// page the web host's tests use, so that the figures stay comparable with earlier runs).
@Reducer
struct BenchmarkCounter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var name = ""
    var isShowingDetail = false
  }
  enum Action {
    case incrementButtonTapped
    case nameChanged(String)
    case detailButtonTapped
    case pathChanged(String)
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
      }
      return .none
    }
  }

  @MainActor
  static func scene(path: String) -> WebScene {
    let store = Store(initialState: State(isShowingDetail: path == "/detail")) {
      BenchmarkCounter()
    }
    return WebScene(
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
}

extension HTMLNode {
  /// The control id of the first element that handles `event` and whose text contains `text`.
  func controlID(_ event: WebEventKind, containing text: String) -> String? {
    if tag != nil, let id = attributes["data-cid"],
      attributes["data-on"]?.split(separator: " ").contains(Substring(event.rawValue)) == true,
      allText.contains(text)
    {
      return id
    }
    for child in children {
      if let id = child.controlID(event, containing: text) { return id }
    }
    return nil
  }

  private var allText: String { tag == nil ? text : children.map(\.allText).joined() }
}
