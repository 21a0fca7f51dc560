// swift-tools-version: 6.0

// A client package, separate from the library, proving that the API surface real TCA code uses
// (issue #11) compiles as an app writes it — in the Swift 6 and the Swift 5 language modes — and
// runs in a `Store`.
import PackageDescription

let package = Package(
  name: "APIClient",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "swift-composable-architecture", path: "../..")
  ],
  targets: [
    // Today's spellings: stores, scoping, effects, animations, observation, navigation.
    .target(
      name: "ModernAPI",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
      ]
    ),
    // TCA 1.x's deprecated spellings (`/Action.child` case paths, `@BindingState`, `TaskResult`),
    // as code from before Swift 6 writes them.
    .target(
      name: "LegacyAPI",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .executableTarget(
      name: "api-client",
      dependencies: [
        "ModernAPI",
        "LegacyAPI",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
