// swift-tools-version: 6.1

// SharedRows: what SharingGRDB's `.sqliteRows` and SharingPostgres' `.postgresRows` keys share —
// the difference between the rows a collection was derived from and the collection, which each
// key writes in its own database, when a save's end must read the rows again, and the conflict a
// save reports. A package of its own so that neither database package builds the other's driver.
// Its tests: `swift test --package-path SharedRows --scratch-path .build` from the root.
import PackageDescription

let package = Package(
  name: "shared-rows",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "SharedRows", targets: ["SharedRows"])
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1")
  ],
  targets: [
    .target(
      name: "SharedRows",
      dependencies: [
        .product(name: "IdentifiedCollections", package: "swift-identified-collections")
      ]
    ),
    .testTarget(name: "SharedRowsTests", dependencies: ["SharedRows"]),
  ],
  swiftLanguageModes: [.v6]
)
