import PostgresNIO
import SharingPostgres
import Testing

/// `sslmode` as libpq reads it: `prefer` when the URL says nothing.
@Suite struct ConnectionURLTests {
  @Test func withoutSSLModeTLSIsUsedWhenTheServerOffersIt() throws {
    let tls = try PostgresConnection.Configuration(url: "postgres://app@db.example/app").tls
    #expect(tls.isAllowed)
    #expect(!tls.isEnforced)
  }

  @Test(arguments: [
    ("disable", false, false), ("allow", true, false), ("prefer", true, false),
    ("require", true, true), ("verify-ca", true, true), ("verify-full", true, true),
  ])
  func eachSSLMode(mode: String, allowed: Bool, enforced: Bool) throws {
    let url = "postgres://app@db.example/app?sslmode=\(mode)"
    let tls = try PostgresConnection.Configuration(url: url).tls
    #expect(tls.isAllowed == allowed)
    #expect(tls.isEnforced == enforced)
  }

  @Test func anUnknownSSLModeIsRefused() {
    #expect(throws: InvalidPostgresURL.self) {
      try PostgresConnection.Configuration(url: "postgres://app@db.example/app?sslmode=maybe")
    }
  }
}
