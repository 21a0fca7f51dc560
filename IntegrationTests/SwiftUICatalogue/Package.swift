// swift-tools-version: 6.0

// A client package, separate from the library, proving that views written in SwiftUI's shape
// compile with `import SwiftUI` replaced by `import ComposableViews` (issue #45): a catalogue of
// snippets in the style of upstream's example apps, one file per group of names. CI builds it.
import PackageDescription

let package = Package(
  name: "SwiftUICatalogue",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "swift-composable-architecture", path: "../..")
  ],
  targets: [
    .target(
      name: "SwiftUICatalogue",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
        .product(name: "ComposableViews", package: "swift-composable-architecture"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
