// swift-tools-version: 6.0

// A client whose targets are named like the library's examples, probes and test targets
// (`Counter`, `SyncUps`, `SyncUpsTests`, …): SwiftPM requires target names to be unique across
// a package graph, so this builds only while the library's package declares none of them.
import PackageDescription

let library: Target.Dependency = .product(
  name: "ComposableArchitecture", package: "swift-composable-architecture"
)
let testSupport: Target.Dependency = .product(
  name: "ComposableArchitectureTestSupport", package: "swift-composable-architecture"
)

let package = Package(
  name: "NameClashClient",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "swift-composable-architecture", path: "../..")
  ],
  targets: [
    .target(name: "CounterKit", dependencies: [library]),
    .executableTarget(name: "Counter", dependencies: ["CounterKit", "SyncUpsKit"]),
    .target(name: "SyncUpsKit", dependencies: [library]),
    .executableTarget(name: "SyncUps", dependencies: ["SyncUpsKit"]),
    .executableTarget(
      name: "TerminalProbe",
      dependencies: [
        library, .product(name: "ComposableTerminal", package: "swift-composable-architecture"),
      ]
    ),
    .executableTarget(
      name: "SharingCrashProbe",
      dependencies: [.product(name: "Sharing", package: "swift-composable-architecture")]
    ),
    .testTarget(name: "CounterTests", dependencies: ["CounterKit", testSupport]),
    .testTarget(name: "SyncUpsTests", dependencies: ["SyncUpsKit", testSupport]),
    .testTarget(name: "SharingCrashTests", dependencies: ["SyncUpsKit", testSupport]),
    .testTarget(name: "ComposableArchitectureTests", dependencies: ["CounterKit", testSupport]),
    .testTarget(name: "SharingTests", dependencies: ["SyncUpsKit", testSupport]),
    .testTarget(name: "ComposableTerminalTests", dependencies: ["CounterKit", testSupport]),
  ],
  swiftLanguageModes: [.v6]
)
