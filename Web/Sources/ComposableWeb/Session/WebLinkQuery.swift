/// What a link's URL carries so that a tab without a script keeps its session when it follows
/// the link: the session's id, its form token and the link's control id, in one query item
/// (`tca=ID.TOKEN.CONTROL`).
///
/// The browser's GET of such a URL is what a button's form post is for buttons: the server
/// applies the link's click to the session and redirects to the session's page at the clean URL
/// (``WebServer``), so the item never stays in the address bar or the history.
struct WebLinkQuery: Equatable, Sendable {
  /// The query item's name.
  static let name = "tca"

  let sessionID: String
  let token: String
  let controlID: String

  /// `href` with the item appended.
  static func href(_ href: String, sessionID: String, token: String, controlID: String) -> String {
    // An `href` with a fragment keeps it last.
    let fragmentStart = href.firstIndex(of: "#") ?? href.endIndex
    var result = String(href[..<fragmentStart])
    result += result.contains("?") ? "&" : "?"
    result += name + "=" + [sessionID, token, controlID].joined(separator: ".")
    result += href[fragmentStart...]
    return result
  }

  /// The item in a URL's raw query (`a=1&tca=…`), if there is exactly one and it is well formed;
  /// and the query without it.
  static func parse(query: String) -> (link: WebLinkQuery?, rest: String) {
    var found: [Substring] = []
    var rest: [Substring] = []
    for item in query.split(separator: "&", omittingEmptySubsequences: false) {
      if item.hasPrefix(name + "=") {
        found.append(item.dropFirst(name.count + 1))
      } else {
        rest.append(item)
      }
    }
    let restQuery = rest.filter { !$0.isEmpty }.joined(separator: "&")
    guard found.count == 1 else { return (nil, restQuery) }
    let parts = found[0].split(separator: ".", omittingEmptySubsequences: false)
    // Ids and tokens are lowercase hex; anything else is not a link this server rendered.
    guard parts.count == 3,
      parts.allSatisfy({ !$0.isEmpty && $0.utf8.count <= 64 && $0.utf8.allSatisfy(isHexDigit) })
    else { return (nil, restQuery) }
    return (
      WebLinkQuery(sessionID: String(parts[0]), token: String(parts[1]), controlID: String(parts[2])),
      restQuery
    )
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
  }
}
