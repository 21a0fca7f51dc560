// swift-tools-version: 6.0

// A client package, separate from the library, proving that the seeds' features compile
// unchanged against `ComposableArchitecture`, that every public macro works from a client (in
// Swift 6 and Swift 5 language modes), and that all of it runs in a `Store`.
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
    // Every public macro, in every shape a TCA client writes: `@Reducer` on structs that leave
    // out `State`, `Action` or `body` and on enums (generated, extended, hand-written),
    // `@ObservableState`, `@ObservationStateIgnored`, `@Presents`, `@ViewAction(for:)`, and the
    // re-exported `@CasePathable` and `@DependencyClient`.
    .target(
      name: "MacroShapes",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
      ]
    ),
    // The same macros in a Swift 5 language-mode client.
    .target(
      name: "MacroShapesSwift5",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .executableTarget(
      name: "seed-client",
      dependencies: [
        "MacroShapes",
        "MacroShapesSwift5",
        "TourCounter",
        "TutorialCounter",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
