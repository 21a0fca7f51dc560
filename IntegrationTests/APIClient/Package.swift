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
    // Today's spellings: stores, scoping, effects, animations, observation, navigation
    // (Swift 6 mode).
    .target(
      name: "ModernAPI",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
        .product(name: "Perception", package: "swift-composable-architecture"),
        .product(name: "SwiftNavigation", package: "swift-composable-architecture"),
        .product(name: "ComposableViews", package: "swift-composable-architecture"),
        .product(name: "ComposableTerminal", package: "swift-composable-architecture"),
      ]
    ),
    // TCA 1.x's deprecated spellings (`/Action.child` case paths, `@BindingState`, `TaskResult`)
    // (Swift 5 mode).
    .target(
      name: "LegacyAPI",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // The same sources (symbolic links), each in the other language mode.
    .target(
      name: "ModernAPISwift5",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
        .product(name: "Perception", package: "swift-composable-architecture"),
        .product(name: "SwiftNavigation", package: "swift-composable-architecture"),
        .product(name: "ComposableViews", package: "swift-composable-architecture"),
        .product(name: "ComposableTerminal", package: "swift-composable-architecture"),
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .target(
      name: "LegacyAPISwift6",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
      ]
    ),
    .executableTarget(
      name: "api-client",
      dependencies: [
        "ModernAPI",
        "ModernAPISwift5",
        "LegacyAPI",
        "LegacyAPISwift6",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
      ]
    ),
    // `XCTExpectFailure` from a client's XCTest target that links only the library's products,
    // upstream-shaped features (SyncUps' file key, Todos' `EditMode`), the full text of test
    // store failures, and issue #44's fixes as a client meets them (a test store's executor
    // setting across tests, animated view actions, shared projections in dumps, the Foundation
    // names Linux lacks) (`swift test` here).
    .testTarget(
      name: "APIClientTests",
      dependencies: [
        "ModernAPI",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
        .product(
          name: "ComposableArchitectureTestSupport", package: "swift-composable-architecture"
        ),
        .product(name: "ComposableViews", package: "swift-composable-architecture"),
      ]
    ),
    // A module declaring names the library provides on Linux (`URL.documentsDirectory`,
    // `NSEC_PER_SEC`), as a later Foundation may: code importing both uses the module's.
    .target(name: "LaterFoundation"),
    .testTarget(
      name: "LaterFoundationTests",
      dependencies: [
        "LaterFoundation",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
        .product(
          name: "ComposableArchitectureTestSupport", package: "swift-composable-architecture"
        ),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
