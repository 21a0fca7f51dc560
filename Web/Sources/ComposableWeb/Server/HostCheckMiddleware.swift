import Hummingbird

/// Refuses, with 421 Misdirected Request, every request whose `Host` the ``HostAllowList``
/// does not allow, before any route runs (so a rebinding page cannot even load the page).
struct HostCheckMiddleware<Context: RequestContext>: RouterMiddleware {
  let hosts: HostAllowList

  func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    guard hosts.allows(authority: request.head.authority) else {
      throw HTTPError(.misdirectedRequest, message: HostAllowList.refusal)
    }
    return try await next(request, context)
  }
}
