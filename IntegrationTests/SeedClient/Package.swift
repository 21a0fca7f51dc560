// swift-tools-version: 6.0

// A client package, separate from the library, proving that the seeds' features compile
// unchanged against `ComposableArchitecture` and run in a `Store`.
import PackageDescription

let package = Package(
  name: "SeedClient",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "swift-composable-architecture", path: "../..")
  ],
  targets: [
    // Seed 000 (the 1.0 tour): an explicit `Reducer` conformance, Swift 6 clean as written.
    .target(
      name: "TourCounter",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
      ]
    ),
    // Seed 003 (the testing tutorial): `@Reducer` and `@ObservableState`. Its `NumberFactClient`
    // stores a closure that is not `@Sendable`, which only the Swift 5 language mode accepts —
    // in upstream TCA too — so this target builds the seed unchanged in that mode.
    .target(
      name: "TutorialCounter",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .executableTarget(
      name: "seed-client",
      dependencies: [
        "TourCounter",
        "TutorialCounter",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
