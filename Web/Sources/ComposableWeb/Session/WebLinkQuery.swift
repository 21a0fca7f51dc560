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
  ///
  /// `?`, `#`, `&` and `.` are found as bytes, as the browser finds them: a character such as
  /// U+06DD joins the `?` after it into one `Character`, which a search by characters misses.
  static func href(_ href: String, sessionID: String, token: String, controlID: String) -> String {
    let bytes = Array(href.utf8)
    // An `href` with a fragment keeps it last.
    let fragmentStart = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
    var result = Array(bytes[..<fragmentStart])
    result.append(result.contains(UInt8(ascii: "?")) ? UInt8(ascii: "&") : UInt8(ascii: "?"))
    result += (name + "=" + [sessionID, token, controlID].joined(separator: ".")).utf8
    result += bytes[fragmentStart...]
    return String(decoding: result, as: UTF8.self)
  }

  /// The item in a URL's raw query (`a=1&tca=…`), if there is exactly one and it is well formed;
  /// and the query without it.
  static func parse(query: String) -> (link: WebLinkQuery?, rest: String) {
    let prefix = Array((name + "=").utf8)
    var found: [ArraySlice<UInt8>] = []
    var rest: [String] = []
    for item in Array(query.utf8).split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
      if item.starts(with: prefix) {
        found.append(item.dropFirst(prefix.count))
      } else {
        rest.append(String(decoding: item, as: UTF8.self))
      }
    }
    let restQuery = rest.joined(separator: "&")
    guard found.count == 1 else { return (nil, restQuery) }
    let parts = found[0].split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    // Ids and tokens are lowercase hex; anything else is not a link this server rendered.
    guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.count <= 64 && $0.allSatisfy(isHexDigit) })
    else { return (nil, restQuery) }
    let strings = parts.map { String(decoding: $0, as: UTF8.self) }
    return (WebLinkQuery(sessionID: strings[0], token: strings[1], controlID: strings[2]), restQuery)
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
  }
}
