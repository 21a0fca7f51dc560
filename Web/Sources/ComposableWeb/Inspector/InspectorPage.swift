/// The inspector's page: the web host's stylesheet (its colours and type) and the inspector's own
/// (Resources/inspector.css), its markup, and its script (Resources/inspector.js), which
/// connects and draws everything else. Its script and stylesheet carry the response's nonce, which
/// its `Content-Security-Policy` names, as the web host's pages do.
enum InspectorPage {
  static func document(nonce: String) -> String {
    head + "<style nonce=\"" + nonce + "\">" + style + "</style></head><body class=\"inspector\">"
      + markup + "<script nonce=\"" + nonce + "\">" + script + "</script></body></html>"
  }

  private static let head =
    "<!DOCTYPE html><html><head><meta charset=\"utf-8\">"
    + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
    + "<meta name=\"referrer\" content=\"no-referrer\">"
    + "<title>Inspector</title>"
  private static let style =
    WebPage.style + String(decoding: PackageResources.inspector_css, as: UTF8.self)
  private static let markup = String(decoding: PackageResources.inspector_html, as: UTF8.self)
  private static let script = String(decoding: PackageResources.inspector_js, as: UTF8.self)
}
