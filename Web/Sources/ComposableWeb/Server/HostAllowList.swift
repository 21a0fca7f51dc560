#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The names a request's `Host` may carry: the defence against DNS rebinding.
///
/// A page on `evil.example` whose name the attacker then points at 127.0.0.1 reaches a local
/// server as its own origin (`Origin: http://evil.example:8080`, `Host: evil.example:8080`), so an
/// origin check alone lets it in. Its requests still carry the attacker's name in `Host`, which
/// this list refuses. An IP address in `Host` is never a rebinding (no name was resolved), so the
/// address the server listens on is allowed, and any address when it listens on all of them.
struct HostAllowList: Sendable {
  /// Lowercased names allowed besides `localhost` and the addresses below.
  let names: Set<String>
  /// What the server listens on, lowercased.
  let listenHost: String

  /// What a refused request is told.
  static let refusal = "This server does not answer to that host name."

  init(configuration: WebConfiguration) {
    var names = Set(configuration.allowedHosts.map(HostAllowList.normalized))
    // A public origin a proxy serves the app under names its host too.
    for origin in configuration.allowedOrigins {
      if let host = HostAllowList.host(ofOrigin: origin) { names.insert(host) }
    }
    self.names = names
    self.listenHost = HostAllowList.normalized(configuration.host)
  }

  /// Whether a request whose `Host` (its authority) is `authority` may be served. A request
  /// without one is allowed: browsers always send it, so its absence is no rebinding.
  func allows(authority: String?) -> Bool {
    guard let authority else { return true }
    guard let host = HostAllowList.host(ofAuthority: authority) else { return false }
    if host == "localhost" || names.contains(host) { return true }
    guard let address = IPAddress(host) else { return false }
    if host == listenHost { return true }
    switch IPAddress(listenHost) {
    case .some(let listening) where listening.isUnspecified:
      // 0.0.0.0 or ::: reachable at any of the machine's addresses.
      return true
    case .some(let listening) where listening.isLoopback:
      return address.isLoopback
    case .some:
      return false
    case .none:
      // Listening on a name (e.g. `localhost`): the loopback addresses it resolves to.
      return listenHost == "localhost" && address.isLoopback
    }
  }

  /// The host of an authority (`name`, `name:port`, `[v6]:port`), lowercased, without a final
  /// dot; `nil` when it is not one.
  static func host(ofAuthority authority: String) -> String? {
    var host = Substring(authority)
    if host.hasPrefix("[") {
      guard let end = host.firstIndex(of: "]") else { return nil }
      let rest = host[host.index(after: end)...]
      guard rest.isEmpty || (rest.hasPrefix(":") && rest.dropFirst().allSatisfy(\.isNumber))
      else { return nil }
      host = host[host.index(after: host.startIndex)..<end]
    } else if let colon = host.lastIndex(of: ":") {
      let port = host[host.index(after: colon)...]
      guard port.allSatisfy(\.isNumber) else { return nil }
      host = host[..<colon]
    }
    guard !host.isEmpty, !host.contains(where: { $0.isWhitespace || $0 == "@" || $0 == "/" })
    else { return nil }
    return normalized(String(host))
  }

  /// The host of an origin such as `https://app.example.com:8443`.
  static func host(ofOrigin origin: String) -> String? {
    guard let schemeEnd = origin.range(of: "://") else { return nil }
    return host(ofAuthority: String(origin[schemeEnd.upperBound...]))
  }

  static func normalized(_ host: String) -> String {
    var host = host.lowercased()
    if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
    if host.hasSuffix("."), host.count > 1 { host.removeLast() }
    return host
  }
}

/// An IPv4 or IPv6 address written as text, as `inet_pton` reads it.
private enum IPAddress {
  case v4([UInt8])
  case v6([UInt8])

  init?(_ text: String) {
    var v4 = in_addr()
    if inet_pton(AF_INET, text, &v4) == 1 {
      // In network order: the first byte is the lowest in memory.
      self = .v4(withUnsafeBytes(of: &v4) { Array($0) })
      return
    }
    var v6 = in6_addr()
    if inet_pton(AF_INET6, text, &v6) == 1 {
      self = .v6(withUnsafeBytes(of: &v6) { Array($0) })
      return
    }
    return nil
  }

  var isLoopback: Bool {
    switch self {
    case .v4(let bytes): bytes[0] == 127
    case .v6(let bytes): bytes == Array(repeating: 0, count: 15) + [1]
    }
  }

  var isUnspecified: Bool {
    switch self {
    case .v4(let bytes), .v6(let bytes): bytes.allSatisfy { $0 == 0 }
    }
  }
}
