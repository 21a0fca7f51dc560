/// The inspector's page: the web host's stylesheet (its colours and type) and the inspector's own
/// (Resources/inspector.css), its markup, and its script (Resources/inspector.js), which
/// connects and draws everything else.
enum InspectorPage {
  static let document: String = {
    var output = "<!DOCTYPE html><html><head><meta charset=\"utf-8\">"
    output += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
    output += "<meta name=\"referrer\" content=\"no-referrer\">"
    output += "<title>Inspector</title>"
    output += "<style>" + WebPage.style + String(decoding: PackageResources.inspector_css, as: UTF8.self)
    output += "</style></head><body class=\"inspector\">"
    output += String(decoding: PackageResources.inspector_html, as: UTF8.self)
    output += "<script>" + String(decoding: PackageResources.inspector_js, as: UTF8.self)
    output += "</script></body></html>"
    return output
  }()
}
