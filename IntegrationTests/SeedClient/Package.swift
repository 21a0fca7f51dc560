// swift-tools-version: 6.0

// A client package, separate from the library, proving that the tour's features compile
// unchanged against `ComposableArchitecture` and run in a `Store`.
import PackageDescription

let package = Package(
  name: "SeedClient",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "swift-composable-architecture", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "seed-client",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
