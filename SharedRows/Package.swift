// swift-tools-version: 6.1

// SharedRows: what SharingGRDB's `.sqliteRows` and SharingPostgres' `.postgresRows` keys share —
// the difference between the rows a collection was derived from and the collection, which each
// key writes in its own database. A package of its own so that neither database package builds
// the other's driver.
import PackageDescription

let package = Package(
  name: "shared-rows",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "SharedRows", targets: ["SharedRows"])
  ],
  targets: [
    .target(name: "SharedRows")
  ],
  swiftLanguageModes: [.v6]
)
