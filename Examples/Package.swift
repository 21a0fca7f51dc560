// swift-tools-version: 6.1

// The examples (the tour's Counter and SyncUps) and the probes that the end-to-end tests drive,
// in a package of their own: the library's package declares only the library, so an app whose
// own targets are called `Counter` or `SyncUps` can depend on it. From the repository's root:
//
//     swift run --package-path Examples Counter
//     swift test --package-path Examples
//     swift run --package-path Examples --traits Web SyncUps --web 127.0.0.1:8080
//     swift run --package-path Examples --traits SQLite SyncUps --database sqlite:sync-ups.sqlite
//
// Tools version 6.1 for traits: the web host (Hummingbird, SwiftNIO) is built only with the
// `Web` trait, SyncUps' SQLite storage (GRDB) only with `SQLite`, its PostgreSQL storage
// (postgres-nio) only with `Postgres`, so the terminal examples and their tests build none of them.
import PackageDescription

// A path dependency is named after its directory, which is whatever the clone was called.
let library = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "")

let package = Package(
  name: "swift-composable-architecture-examples",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "Counter", targets: ["Counter"]),
    .executable(name: "SyncUps", targets: ["SyncUps"]),
    .executable(name: "syncups-storage-benchmark", targets: ["SyncUpsStorageBenchmark"]),
  ],
  traits: [
    .trait(
      name: "Web",
      description:
        "`Counter --web` and `SyncUps --web`: the apps in browser tabs (builds the web host)"
    ),
    .trait(
      name: "SQLite",
      description: "`SyncUps --database sqlite:PATH`: the sync-ups in SQLite (builds GRDB)"
    ),
    .trait(
      name: "Postgres",
      description:
        "`SyncUps --database postgres://…`: the sync-ups in PostgreSQL (builds postgres-nio)"
    ),
  ],
  dependencies: [
    .package(path: ".."),
    // The web host, for `Counter --web` and `SyncUps --web`, built only with the `Web` trait.
    .package(path: "../Web"),
    // SyncUps' databases, each built only with its trait.
    .package(path: "../SharingGRDB"),
    .package(path: "../SharingPostgres"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // The storage benchmark's raw PostgreSQL baseline (already built for SharingPostgres).
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    .package(url: "https://github.com/apple/swift-log", from: "1.5.3"),
  ],
  targets: [
    .executableTarget(
      name: "Counter",
      dependencies: [
        "CounterKit",
        .product(name: "ComposableWeb", package: "Web", condition: .when(traits: ["Web"])),
      ],
      path: "Counter/Counter"
    ),
    // The feature and its view, apart from `main`: tests cannot import an executable's module.
    .target(
      name: "CounterKit",
      dependencies: [
        "CommandLineOptions",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "ComposableArchitecture", package: library),
        .product(name: "ComposableTerminal", package: library),
      ],
      path: "Counter/CounterKit"
    ),
    .testTarget(
      name: "CounterTests",
      dependencies: [
        "CounterKit",
        "CommandLineOptions",
        .product(name: "ComposableArchitectureTestSupport", package: library),
      ],
      path: "Counter/CounterTests",
      // Sessions recorded with `--record`, which the tests read from their folder.
      exclude: ["Recordings"]
    ),
    .executableTarget(
      name: "SyncUps",
      dependencies: [
        "SyncUpsKit",
        .product(name: "ComposableWeb", package: "Web", condition: .when(traits: ["Web"])),
      ],
      path: "SyncUps/SyncUps"
    ),
    // The tour's SyncUps (Apple's Scrumdinger): its models and features, apart from `main`.
    .target(
      name: "SyncUpsKit",
      dependencies: [
        "CommandLineOptions",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "ComposableArchitecture", package: library),
        .product(name: "ComposableTerminal", package: library),
        // The `Hosting` SPI's pending saves, which the storage benchmark waits for.
        .product(name: "Sharing", package: library),
        .product(name: "SharingGRDB", package: "SharingGRDB", condition: .when(traits: ["SQLite"])),
        .product(
          name: "SharingPostgres", package: "SharingPostgres", condition: .when(traits: ["Postgres"])
        ),
      ],
      path: "SyncUps/SyncUpsKit"
    ),
    // BENCHMARKS.md's "The same SyncUps session on JSON, SQLite and PostgreSQL", beside raw writes
    // of the same JSON (see its main.swift for the command). CI builds it and does not run it.
    .executableTarget(
      name: "SyncUpsStorageBenchmark",
      dependencies: [
        "SyncUpsKit",
        .product(name: "SharingGRDB", package: "SharingGRDB", condition: .when(traits: ["SQLite"])),
        .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["Postgres"])),
        .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Postgres"])),
      ],
      path: "SyncUps/StorageBenchmark"
    ),
    .testTarget(
      name: "SyncUpsTests",
      dependencies: [
        "SyncUpsKit",
        "CommandLineOptions",
        .product(name: "ComposableArchitectureTestSupport", package: library),
        .product(name: "SharingGRDB", package: "SharingGRDB", condition: .when(traits: ["SQLite"])),
        .product(
          name: "SharingPostgres", package: "SharingPostgres", condition: .when(traits: ["Postgres"])
        ),
      ],
      path: "SyncUps/SyncUpsTests",
      exclude: ["Recordings"]
    ),
    // The command-line options the examples share (`--record FILE`, `--web [ADDRESS:PORT]`,
    // `--inspect [ADDRESS:PORT]`, which makes the app's store with the web host's inspector).
    .target(
      name: "CommandLineOptions",
      dependencies: [
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "ComposableArchitecture", package: library),
        .product(name: "ComposableTerminal", package: library),
        .product(name: "ComposableWeb", package: "Web", condition: .when(traits: ["Web"])),
      ],
      path: "CommandLineOptions"
    ),
    // A small terminal app that EndToEnd/terminal-tmux.sh drives (pastes, signals, suspension).
    .executableTarget(
      name: "TerminalProbe",
      dependencies: [
        .product(name: "ComposableArchitecture", package: library),
        .product(name: "ComposableTerminal", package: library),
      ],
      path: "Probes/TerminalProbe"
    ),
    // Saves a shared value to a file in a loop until killed: SharingCrashTests kills it.
    .executableTarget(
      name: "SharingCrashProbe",
      dependencies: [.product(name: "Sharing", package: library)],
      path: "Probes/SharingCrashProbe"
    ),
    .testTarget(
      name: "SharingCrashTests",
      dependencies: ["SharingCrashProbe"],
      path: "Probes/SharingCrashTests"
    ),
  ],
  swiftLanguageModes: [.v6]
)
