/// The HTML document a page load gets: the session's whole page, complete before any script
/// runs, then the client script that connects it.
///
/// Every button of the page submits one form, outside the page's tree, that posts the session's
/// id, its form token and the button's control id to ``eventPath``: without a script a click is
/// a form post, which the server applies and answers with a redirect to the page.
///
/// The page's script and stylesheet are inline, each with the response's nonce, which its
/// `Content-Security-Policy` (``contentSecurityPolicy(nonce:)``) names: no other script or
/// stylesheet runs in the page, should one ever get into it.
enum WebPage {
  /// The id of the form the buttons submit.
  static let formID = "tca-post"
  /// Where a button's form posts.
  static let eventPath = "/.tca/event"

  /// The document; `nonce` marks its script and stylesheet, and `testHooks` puts the end-to-end
  /// tests' hooks in its script.
  @MainActor
  static func document(session: WebSession, title: String, nonce: String, testHooks: Bool)
    -> String
  {
    var output = "<!DOCTYPE html><html><head><meta charset=\"utf-8\">"
    output += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
    output += "<title>" + HTMLNode.escaped(title) + "</title>"
    output += "<link rel=\"icon\" type=\"image/svg+xml\" href=\"" + iconPath + "\">"
    output += "<style nonce=\"" + nonce + "\">" + style + "</style></head><body>"
    output += "<div id=\"tca-root\" data-session=\"" + HTMLNode.escaped(session.id) + "\""
    output += " data-key=\"" + HTMLNode.escaped(session.socketKey) + "\""
    output += " data-version=\"\(session.version)\""
    // The screen's path, which the script puts the parent screens' paths under in the history.
    output += " data-path=\"" + HTMLNode.escaped(session.path) + "\">"
    session.tree.write(to: &output)
    output += "</div><form id=\"" + formID + "\" method=\"post\" action=\"" + eventPath + "\" hidden>"
    output += "<input type=\"hidden\" name=\"s\" value=\"" + HTMLNode.escaped(session.id) + "\">"
    output += "<input type=\"hidden\" name=\"t\" value=\"" + HTMLNode.escaped(session.formToken) + "\">"
    output += "</form><script nonce=\"" + nonce + "\">" + WebClientScript.source(testHooks: testHooks)
    output += "</script></body></html>"
    return output
  }

  /// A new nonce for one response: 128 random bits.
  static func newNonce() -> String { WebSession.randomID(bits: 128) }

  /// The page's `Content-Security-Policy`: its own script and stylesheet (by `nonce`), style
  /// attributes (the views' layout is written in them), images from this server and `data:` URLs
  /// (the stylesheet's), WebSockets to this server, forms posted to it, and no framing.
  static func contentSecurityPolicy(nonce: String) -> String {
    [
      "default-src 'none'",
      "script-src 'nonce-\(nonce)'",
      "style-src 'nonce-\(nonce)'",
      "style-src-attr 'unsafe-inline'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].joined(separator: "; ")
  }

  /// Where the page's icon is served.
  static let iconPath = "/favicon.svg"

  /// The page's icon: an SVG, so one small file is sharp at every size.
  static let icon = String(decoding: PackageResources.favicon_svg, as: UTF8.self)

  /// The page's stylesheet (Resources/page.css), inlined so that the first paint is styled.
  static let style = String(decoding: PackageResources.page_css, as: UTF8.self)
}
