// swift-tools-version: 6.1

// TwoProcessCheck: the seeded two-process randomized check of a database's shared keys, which
// SharingGRDB's and SharingPostgres' check executables run against their own database — the
// schedule of edits two worker processes make, the log of what each save acknowledged or refused,
// and the verdict on the database and on what each process shows. A package of its own so that
// neither database package builds the other's driver (RELIABILITY.md, "Two processes, a random
// schedule").
import PackageDescription

// A path dependency is named after its directory, which is whatever the clone was called.
let library = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "")

let package = Package(
  name: "two-process-check",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "TwoProcessCheck", targets: ["TwoProcessCheck"])
  ],
  dependencies: [
    .package(path: ".."),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
  ],
  targets: [
    .target(
      name: "TwoProcessCheck",
      dependencies: [
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "Sharing", package: library),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
