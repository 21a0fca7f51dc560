// swift-tools-version: 6.1

// SharingGRDB: a GRDB query as a `SharedReaderKey` (`@SharedReader(.fetchAll(sql: …))`), sharing-grdb
// 0.1's API on our `Sharing` module, a writable `Codable` value in a row (`@Shared(.sqlite(…))`),
// and a collection kept as one row per element (`@Shared(.sqliteRows(…))`). A package of its own
// so that users of ComposableArchitecture never build GRDB. It uses the system SQLite (Debian's
// `libsqlite3-dev`). From the repository's root:
//
//     swift test --package-path SharingGRDB --scratch-path .build
//     swift run -c release --package-path SharingGRDB --scratch-path .build sharing-grdb-benchmark
//     swift run --package-path SharingGRDB --scratch-path .build sharing-grdb-two-process-check --random-seeds 20
import PackageDescription

// A path dependency is named after its directory, which is whatever the clone was called.
let library = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "")

let package = Package(
  name: "sharing-grdb",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "SharingGRDB", targets: ["SharingGRDB"]),
    .executable(name: "sharing-grdb-benchmark", targets: ["SharingGRDBBenchmark"]),
    .executable(name: "sharing-grdb-two-process-check", targets: ["SharingGRDBTwoProcessCheck"]),
  ],
  dependencies: [
    .package(path: ".."),
    .package(path: "../SharedRows"),
    .package(path: "../TwoProcessCheck"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: [
    .target(
      name: "SharingGRDB",
      dependencies: [
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "SharedRows", package: "SharedRows"),
        .product(name: "Sharing", package: library),
      ]
    ),
    // The figures of BENCHMARKS.md's SQLite section, against raw GRDB in the same run:
    // `swift run -c release --package-path SharingGRDB sharing-grdb-benchmark`.
    .executableTarget(
      name: "SharingGRDBBenchmark",
      dependencies: ["SharingGRDB"]
    ),
    // The seeded two-process randomized check of `.sqliteRows` and `.sqlite` on one database file
    // (RELIABILITY.md, "Two processes, a random schedule").
    .executableTarget(
      name: "SharingGRDBTwoProcessCheck",
      dependencies: [
        "SharingGRDB",
        .product(name: "TwoProcessCheck", package: "TwoProcessCheck"),
      ]
    ),
    // Written as a client writes them: they import only SharingGRDB and ComposableArchitecture
    // (and Sharing's `Hosting` SPI, as a host does, for the saves a host waits for).
    .testTarget(
      name: "SharingGRDBTests",
      dependencies: [
        "SharingGRDB",
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
        .product(name: "Sharing", package: library),
        .product(name: "ComposableArchitecture", package: library),
        .product(name: "ComposableArchitectureTestSupport", package: library),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
