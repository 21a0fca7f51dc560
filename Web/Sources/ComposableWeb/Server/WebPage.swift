/// The HTML document a page load gets: the session's whole page, complete before any script
/// runs, then the client script that connects it.
///
/// Every button of the page submits one form, outside the page's tree, that posts the session's
/// id, its form token and the button's control id to ``eventPath``: without a script a click is
/// a form post, which the server applies and answers with a redirect to the page.
enum WebPage {
  /// The id of the form the buttons submit.
  static let formID = "tca-post"
  /// Where a button's form posts.
  static let eventPath = "/.tca/event"

  @MainActor
  static func document(session: WebSession, title: String) -> String {
    var output = "<!DOCTYPE html><html><head><meta charset=\"utf-8\">"
    output += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
    output += "<title>" + HTMLNode.escaped(title) + "</title>"
    output += "<link rel=\"icon\" type=\"image/svg+xml\" href=\"" + iconPath + "\">"
    output += "<style>" + style + "</style></head><body>"
    output += "<div id=\"tca-root\" data-session=\"" + HTMLNode.escaped(session.id) + "\""
    output += " data-version=\"\(session.version)\">"
    session.tree.write(to: &output)
    output += "</div><form id=\"" + formID + "\" method=\"post\" action=\"" + eventPath + "\" hidden>"
    output += "<input type=\"hidden\" name=\"s\" value=\"" + HTMLNode.escaped(session.id) + "\">"
    output += "<input type=\"hidden\" name=\"t\" value=\"" + HTMLNode.escaped(session.formToken) + "\">"
    output += "</form><script>" + WebClientScript.source + "</script></body></html>"
    return output
  }

  /// Where the page's icon is served.
  static let iconPath = "/favicon.svg"

  /// The page's icon: an SVG, so one small file is sharp at every size.
  static let icon = String(decoding: PackageResources.favicon_svg, as: UTF8.self)

  /// The page's stylesheet (Resources/page.css), inlined so that the first paint is styled.
  static let style = String(decoding: PackageResources.page_css, as: UTF8.self)
}
