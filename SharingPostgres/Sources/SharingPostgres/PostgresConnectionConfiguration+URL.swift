import Foundation
import NIOSSL
import PostgresNIO

extension PostgresConnection.Configuration {
  /// A configuration read from a `postgres://user:password@host:port/database` URL, the form libpq
  /// and `psql` take. Its query may set `application_name` (how the server lists the connection in
  /// `pg_stat_activity`) and `sslmode`, as libpq reads it: `prefer` (the default: TLS when the
  /// server offers it, else plain), `allow` (here the same as `prefer`), `disable`, `require` (TLS
  /// or no connection; neither of these checks the server's certificate, as libpq without a root
  /// certificate file), `verify-ca` (the certificate must chain to a trusted root) or
  /// `verify-full` (and name the host).
  public init(url string: String) throws {
    guard
      let components = URLComponents(string: string),
      components.scheme == "postgres" || components.scheme == "postgresql",
      let host = components.host, !host.isEmpty
    else { throw InvalidPostgresURL(url: string, reason: "expected postgres://user@host/database") }
    let username = components.user?.removingPercentEncoding ?? "postgres"
    let password = components.password?.removingPercentEncoding
    let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
    let database = path.isEmpty ? nil : path.removingPercentEncoding
    let query = Dictionary(
      (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 }
    )
    func context(verifying verification: CertificateVerification) throws -> NIOSSLContext {
      var configuration = TLSConfiguration.makeClientConfiguration()
      configuration.certificateVerification = verification
      return try NIOSSLContext(configuration: configuration)
    }
    let tls: PostgresConnection.Configuration.TLS
    switch query["sslmode"] ?? "prefer" {
    case "disable":
      tls = .disable
    case "prefer", "allow":
      tls = .prefer(try context(verifying: .none))
    case "require":
      tls = .require(try context(verifying: .none))
    case "verify-ca":
      tls = .require(try context(verifying: .noHostnameVerification))
    case "verify-full":
      tls = .require(try context(verifying: .fullVerification))
    case let mode:
      throw InvalidPostgresURL(url: string, reason: "unknown sslmode '\(mode)'")
    }
    self.init(
      host: host, port: components.port ?? 5432, username: username, password: password,
      database: database, tls: tls
    )
    if let applicationName = query["application_name"] {
      self.options.additionalStartupParameters.append(("application_name", applicationName))
    }
  }
}

/// A database URL `PostgresStorage(url:)` cannot read.
public struct InvalidPostgresURL: Error, CustomStringConvertible {
  /// The URL.
  public let url: String
  /// What is wrong with it.
  public let reason: String

  public var description: String { "Invalid PostgreSQL URL: \(self.reason)." }
}
