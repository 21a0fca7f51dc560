import Hummingbird

/// The inspector's secret, and the cookie a browser keeps it in.
///
/// The page's URL carries it once (`?t=…`); the server answers that load with the cookie
/// (HttpOnly: the page's scripts cannot read it; SameSite=Strict: no other site's page sends it)
/// and a redirect to the bare URL. From then on the browser sends the cookie, and no URL — the
/// history, a server's log, a `Referer` — holds the token.
struct InspectorToken: Sendable {
  let token: String
  let cookieName: String

  /// Whether a request carries the token, in its query's `t` or in the cookie (compared in
  /// constant time).
  func isCarried(by request: Request) -> Bool {
    let given = request.uri.queryParameters["t"].map(String.init)
      ?? request.cookies[cookieName]?.value
    guard let given else { return false }
    return WebSessionRegistry.same(given, token)
  }

  /// The answer to the page's first load: the cookie, and a redirect to the URL without the
  /// token.
  func exchange() -> Response {
    var response = Response(
      status: .seeOther,
      headers: [.location: "/", .cacheControl: "no-store", .init("Referrer-Policy")!: "no-referrer"])
    response.setCookie(
      Cookie(name: cookieName, value: token, path: "/", httpOnly: true, sameSite: .strict))
    return response
  }
}
