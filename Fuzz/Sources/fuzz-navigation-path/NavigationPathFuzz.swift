import ComposableArchitecture
import ComposableViews
import FuzzingEngine
import Foundation

@testable import ComposableWeb

// URL paths → navigation state: what the web host does with a path the browser sends (the back
// and forward buttons: `WebSession.navigate(to:)`), with a link's URL followed without a script
// (`WebLinkQuery`), and with a `Referer` (`WebServer.origin(ofURL:)`).
//
// The first byte gives the stack's depth (0–4); the rest, split at newlines, are up to 8 paths.
// Properties: a path never pushes (state comes only from the app), a navigation pops at most one
// screen, the page's path is always the stack's (the parent of the previous one after a pop);
// a link's query item parses back to itself with the rest of the query kept.

@Reducer
struct Screen {
  @ObservableState
  struct State: Equatable {
    var number: Int
  }
  enum Action {
    case nextButtonTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}

@Reducer
struct Root {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Screen.State>()
  }
  enum Action {
    case path(StackActionOf<Screen>)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.path, action: \.path) { Screen() }
  }
}

struct RootView: View {
  @Bindable var store: StoreOf<Root>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      Text("Root")
    } destination: { store in
      Text("Screen \(store.number)")
    }
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzNavigationPath(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = fuzzBytes(data, size)
  guard let first = bytes.first else { return 0 }
  let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
  let paths = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(8).map(String.init)
  MainActor.assumeIsolated {
    checkNavigation(depth: Int(first % 5), paths: paths)
  }
  runMainActorJobs()
  for path in paths {
    checkLinkQuery(path)
    if let origin = WebServer.origin(ofURL: path) {
      require(path.hasPrefix(origin) && origin.contains("://"), "the origin \(origin) of \(path)")
    }
  }
  return 0
}

@MainActor
func checkNavigation(depth: Int, paths: [String]) {
  let store = withDependencies { $0.stackElementID = .incrementing } operation: {
    Store(
      initialState: Root.State(
        path: StackState((0..<depth).map { Screen.State(number: $0) }))
    ) { Root() }
  }
  let session = WebSession(scene: WebScene(view: RootView(store: store)))
  require(components(session.path).count == depth, "the page \(session.path) at depth \(depth)")
  for path in paths {
    let before = store.path.count
    let pathBefore = session.path
    session.navigate(to: path)
    _ = session.update()
    let after = store.path.count
    require(after <= before, "\(path) pushed: \(before) → \(after)")
    require(after >= before - 1, "\(path) popped more than one screen: \(before) → \(after)")
    require(
      components(session.path) == store.path.ids.map { "\($0.debugDescription.drop { $0 == "#" })" },
      "the page \(session.path) for the stack \(store.path.ids)")
    if after < before {
      require(
        components(session.path) == Array(components(pathBefore).dropLast()),
        "\(path): the page went from \(pathBefore) to \(session.path)")
    }
  }
  session.close()
}

/// A link's URL made from `path` (as a page renders it) gives back the session, token and
/// control, and the rest of the query; any query parses without a trap. URLs are split at bytes,
/// as a browser splits them.
func checkLinkQuery(_ path: String) {
  let parsed = WebLinkQuery.parse(query: query(of: path))
  if let link = parsed.link {
    require(
      link.sessionID.utf8.count <= 64 && link.token.utf8.count <= 64,
      "a long id in \(path)")
  }
  let link = WebLinkQuery(sessionID: "0123456789abcdef", token: "fedcba9876543210", controlID: "00ff")
  let href = WebLinkQuery.href(
    path, sessionID: link.sessionID, token: link.token, controlID: link.controlID)
  let again = WebLinkQuery.parse(query: query(of: href))
  // A path whose own query already names a link has two items, which is refused.
  let ownItems = query(of: path).utf8.split(separator: UInt8(ascii: "&"))
    .filter { $0.starts(with: (WebLinkQuery.name + "=").utf8) }
  if ownItems.isEmpty {
    require(again.link == link, "\(href) parsed as \(String(describing: again.link))")
    let ownRest = query(of: path).utf8.split(separator: UInt8(ascii: "&"))
      .map { String(decoding: $0, as: UTF8.self) }.joined(separator: "&")
    require(again.rest == ownRest, "\(href) kept \(again.rest), not \(ownRest)")
  } else {
    require(again.link == nil, "\(href) has two links' items and parsed as one")
  }
}

/// The query of a URL: the bytes after its first `?`, up to its first `#`.
private func query(of url: String) -> String {
  let bytes = Array(url.utf8)
  let end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
  guard let start = bytes[..<end].firstIndex(of: UInt8(ascii: "?")) else { return "" }
  return String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
}

private func components(_ path: String) -> [String] {
  path.split(separator: "/").map(String.init)
}

@_cdecl("fuzz_navigation_path_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runLibFuzzer(argc: argc, argv: argv, fuzzNavigationPath)
}
