// swift-tools-version: 6.1

// SharingPostgres: a `SharedKey` that keeps a `Codable` value in PostgreSQL and follows other
// processes' writes through LISTEN/NOTIFY (`@Shared(.postgres("sync-ups"))`), and one that keeps a
// collection as one row per element (`@Shared(.postgresRows("sync_ups"))`). A package of its own
// so that users of ComposableArchitecture never build postgres-nio. Its tests need a real server,
// which Scripts/with-postgres starts. From the repository's root:
//
//     Scripts/with-postgres swift test --package-path SharingPostgres --scratch-path .build
//     Scripts/with-postgres swift run -c release --package-path SharingPostgres \
//       --scratch-path .build sharing-postgres-benchmark
//     Scripts/with-postgres swift run --package-path SharingPostgres --scratch-path .build \
//       sharing-postgres-two-process-check --random-seeds 20
import PackageDescription

// A path dependency is named after its directory, which is whatever the clone was called.
let library = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "")

let package = Package(
  name: "sharing-postgres",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "SharingPostgres", targets: ["SharingPostgres"]),
    .executable(name: "sharing-postgres-peer", targets: ["SharingPostgresPeer"]),
    .executable(name: "sharing-postgres-benchmark", targets: ["SharingPostgresBenchmark"]),
    .executable(
      name: "sharing-postgres-two-process-check", targets: ["SharingPostgresTwoProcessCheck"]),
  ],
  dependencies: [
    .package(path: ".."),
    .package(path: "../SharedRows"),
    .package(path: "../TwoProcessCheck"),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    .package(url: "https://github.com/apple/swift-log", from: "1.5.3"),
    .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.25.0"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
  ],
  targets: [
    .target(
      name: "SharingPostgres",
      dependencies: [
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOSSL", package: "swift-nio-ssl"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "SharedRows", package: "SharedRows"),
        .product(name: "Sharing", package: library),
      ]
    ),
    // Tells the tests, the peer and the benchmark when a shared value took what its key delivered.
    .target(
      name: "SharedDeliveries",
      dependencies: [
        "SharingPostgres",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Sharing", package: library),
      ]
    ),
    // One side of the two-process test: a separate process that opens a key and answers each
    // value the other side writes.
    .executableTarget(
      name: "SharingPostgresPeer",
      dependencies: ["SharedDeliveries", "SharingPostgres"]
    ),
    // The figures of BENCHMARKS.md's PostgreSQL section, beside a raw postgres-nio NOTIFY round trip.
    .executableTarget(
      name: "SharingPostgresBenchmark",
      dependencies: [
        "SharedDeliveries",
        "SharingPostgres",
        .product(name: "Logging", package: "swift-log"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
      ]
    ),
    // The seeded two-process randomized check of `.postgresRows` and `.postgres` on one database
    // (RELIABILITY.md, "Two processes, a random schedule").
    .executableTarget(
      name: "SharingPostgresTwoProcessCheck",
      dependencies: [
        "SharingPostgres",
        .product(name: "TwoProcessCheck", package: "TwoProcessCheck"),
      ]
    ),
    .testTarget(
      name: "SharingPostgresTests",
      dependencies: [
        "SharedDeliveries",
        // Its `Hosting` SPI, as a host uses it: the saves a host waits for.
        .product(name: "Sharing", package: library),
        "SharingPostgres",
        "SharingPostgresPeer",
        .product(name: "Logging", package: "swift-log"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "ComposableArchitecture", package: library),
        .product(name: "ComposableArchitectureTestSupport", package: library),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
