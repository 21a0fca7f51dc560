// ComposableWeb's public API as a client module writes it, compiled in the Swift 5 language mode
// (the rest of the package is Swift 6) and run by CI: trees, patches, a session and its errors.
import ComposableArchitecture
import ComposableViews
import Foundation
import ComposableWeb

@Reducer
struct Feature {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var isShowingDetail = false
  }
  enum Action {
    case incrementButtonTapped
    case pathChanged(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
      case .pathChanged(let path):
        state.isShowingDetail = path == "/detail"
      }
      return .none
    }
  }
}

struct FeatureView: View {
  let store: StoreOf<Feature>

  var body: some View {
    VStack {
      Text("Count: \(store.count)")
      Button("Increment") { store.send(.incrementButtonTapped) }
    }
  }
}

func check(_ condition: Bool, _ message: String) {
  if !condition {
    print("web-api-client: FAILED: \(message)")
    exit(1)
  }
}

@MainActor
func run() {
  let before = HTMLNode.element("ul", children: [HTMLNode.element("li", key: "a")])
  let after = HTMLNode.element("ul", ["class": "list"], children: [
    HTMLNode.element("li", key: "b").key("b"), HTMLNode.element("li", key: "a"),
  ])
  let patches: [HTMLPatch] = before.patches(to: after)
  check(patches.json == #"[["a",[],"class","list"],["i",[],0,"\u003cli>\u003c/li>"]]"#, patches.json)
  check(HTMLNode.text("<&>").html == "&lt;&amp;&gt;", "escaping")

  let store = Store(initialState: Feature.State()) { Feature() }
  let scene = WebScene(
    path: { store.isShowingDetail ? "/detail" : "/" },
    navigate: { store.send(.pathChanged($0)) },
    render: {
      HTMLNode.element("main", children: [
        .text("Count: \(store.count)"),
        .button("+") { store.send(.incrementButtonTapped) },
        .textField("Name", text: "", onInput: { _ in }),
        .toggle("On", isOn: false, onChange: { _ in }),
        .link("Detail", path: "/detail", action: {}),
        .dialog(title: "T", message: "M", actions: [], onDismiss: {}),
      ])
    }
  )
  let session = WebSession(scene: scene)
  let button = session.tree.children[1]
  guard let id = button.attributes["data-cid"] else { return check(false, "no control id") }
  do {
    try session.handle(WebEvent(controlID: id, kind: .click))
  } catch {
    check(false, "\(error)")
  }
  check(session.needsUpdate, "needsUpdate")
  let update: WebUpdate? = session.update()
  check(update?.json == #"{"v":1,"p":[["t",[0],"Count: 1"]]}"#, update?.json ?? "no update")
  do {
    try session.handle(WebEvent(controlID: "nope", kind: .click, payload: ""))
    check(false, "an unknown control was accepted")
  } catch {
    check(error == .unknownControl("nope"), error.description)
  }
  session.navigate(to: "/detail")
  check(session.update()?.path == "/detail", "navigation")
  session.onUpdate = { _ in }

  var configuration = WebConfiguration()
  configuration.port = 0
  configuration.allowedOrigins = ["https://example.com"]
  let server = WebServer(configuration: configuration) { _ in scene }
  check(server.configuration.host == "127.0.0.1", "loopback by default")
  let kinds: [WebEventKind] = WebEventKind.allCases
  check(kinds.count == 5, "event kinds")
  let handler: WebEventHandler = { _ in }
  _ = HTMLNode.element("form").on(.submit, perform: handler).attribute("method", "post")

  // The views a terminal app shows, as a web scene and served one store per tab.
  let viewStore = Store(initialState: Feature.State()) { Feature() }
  let viewSession = WebSession(scene: WebScene { FeatureView(store: viewStore) })
  check(viewSession.tree.html.contains("<span>Count: 0</span>"), viewSession.tree.html)
  viewSession.close()
  let address = try? WebConfiguration(address: "0.0.0.0:9000")
  check(address?.host == "0.0.0.0" && address?.port == 9000, "address")
  do {
    _ = try WebConfiguration(address: "nowhere")
    check(false, "a bad address was accepted")
  } catch let error as WebHost.AddressError {
    check(error.address == "nowhere", error.description)
  } catch {
    check(false, "\(error)")
  }
  let viewServer: WebServer = WebHost.server(configuration: configuration) { _ in
    Store(initialState: Feature.State()) { Feature() }
  } view: { store in
    FeatureView(store: store)
  }
  let tabServer: WebServer = WebHost.server { _ in
    FeatureView(store: Store(initialState: Feature.State()) { Feature() })
  }
  check(viewServer.configuration.port == 0 && tabServer.configuration.port == 8080, "servers")
  let serve: (String) async throws -> Void = { address in
    try await WebHost.serve(at: address, title: "Feature") { _ in
      FeatureView(store: Store(initialState: Feature.State()) { Feature() })
    } onListening: { _ in }
  }
  _ = serve
  check(WebHost.address(in: ["--web"]) == "127.0.0.1:8080", "--web")
  print("web-api-client: ok")
}

await MainActor.run { run() }
