// swift-tools-version: 6.0

import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "swift-composable-architecture",
  platforms: [
    .macOS(.v14),
    .iOS(.v17),
    .tvOS(.v17),
    .watchOS(.v10),
  ],
  products: [
    .library(name: "ComposableArchitecture", targets: ["ComposableArchitecture"]),
    .library(name: "ComposableArchitectureTestSupport", targets: ["ComposableArchitectureTestSupport"]),
    .library(name: "ComposableViews", targets: ["ComposableViews"]),
    .library(name: "ComposableTerminal", targets: ["ComposableTerminal"]),
    .library(name: "Sharing", targets: ["Sharing"]),
    .library(name: "Perception", targets: ["Perception"]),
    .library(name: "SwiftNavigation", targets: ["SwiftNavigation"]),
    // Turns a recording made with `Reducer._record(to:)` into a Swift Testing test.
    .executable(name: "tca-recording", targets: ["tca-recording"]),
    // What `tca-recording` does, as a library: the web inspector writes the test for a session.
    .library(name: "RecordingTestGenerator", targets: ["RecordingTestGenerator"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.7.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    .target(
      name: "ComposableArchitecture",
      dependencies: [
        "ComposableArchitectureMacros",
        "Perception",
        "Sharing",
        "SwiftNavigation",
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    .target(
      name: "Sharing",
      dependencies: [
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    // swift-perception's module: `Perceptible`, `@Perceptible`, `withPerceptionTracking`, built on
    // Observation (its macros live in ComposableArchitectureMacros).
    .target(
      name: "Perception",
      dependencies: ["ComposableArchitectureMacros"]
    ),
    .testTarget(
      name: "PerceptionTests",
      dependencies: ["Perception"]
    ),
    // swift-navigation's platform-independent module: `TextState`, `AlertState`, `ButtonState`,
    // `observe`, `UITransaction`, `UIBinding`, `UIBindable`, `UINavigationPath` (its macros live in
    // ComposableArchitectureMacros). Sharing is upstream's "Sharing" trait: `UIBinding($shared)`.
    .target(
      name: "SwiftNavigation",
      dependencies: [
        "ComposableArchitectureMacros",
        "Perception",
        "Sharing",
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "SwiftNavigationTests",
      dependencies: [
        "SwiftNavigation",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .target(
      name: "ComposableArchitectureTestSupport",
      dependencies: [
        "ComposableArchitecture",
        "ComposableArchitectureTestSupportRegistration",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    // A C constructor that starts the test support's XCTest observer before any test runs.
    .target(name: "ComposableArchitectureTestSupportRegistration"),
    .macro(
      name: "ComposableArchitectureMacros",
      dependencies: [
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    // The view vocabulary (`View`, `Text`, `Button`, `List`, `.alert`, …) and the host-neutral
    // tree views resolve to, which the terminal (and any other host) renders.
    .target(
      name: "ComposableViews",
      // The macros, for `#Preview`.
      dependencies: ["ComposableArchitecture", "ComposableArchitectureMacros"]
    ),
    .testTarget(
      name: "ComposableViewsTests",
      dependencies: ["ComposableViews"]
    ),
    .target(
      name: "ComposableTerminal",
      dependencies: ["ComposableArchitecture", "ComposableViews"]
    ),
    .testTarget(
      name: "ComposableArchitectureMacrosTests",
      dependencies: [
        "ComposableArchitectureMacros",
        .product(name: "MacroTesting", package: "swift-macro-testing"),
        .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
      ]
    ),
    .testTarget(
      name: "ComposableTerminalTests",
      dependencies: [
        "ComposableTerminal",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "SharingTests",
      dependencies: [
        "Sharing",
        "ComposableArchitecture",
        "ComposableArchitectureTestSupport",
      ]
    ),
    // `tca-recording`: reads recordings as plain JSON, so it builds without the library.
    .target(name: "RecordingTestGenerator"),
    .executableTarget(
      name: "tca-recording",
      dependencies: [
        "RecordingTestGenerator",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "RecordingTestGeneratorTests",
      // The command-line tool too, which its tests run as a user would.
      // SwiftParser reads the generated tests as the compiler would, to find code in them that a
      // recording's text must never become.
      dependencies: [
        "RecordingTestGenerator", "tca-recording",
        .product(name: "SwiftParser", package: "swift-syntax"),
      ],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "ComposableArchitectureTests",
      dependencies: [
        "ComposableArchitecture",
        "ComposableArchitectureTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// swift-dependencies declares `DependenciesTestObserver` everywhere but on macOS (where the
// Objective-C runtime resets dependency caches between XCTest cases without it).
#if !os(macOS) && !os(WASI)
  for target in package.targets where target.name == "ComposableArchitectureTestSupport" {
    target.dependencies.append(
      .product(name: "DependenciesTestObserver", package: "swift-dependencies")
    )
  }
#endif
