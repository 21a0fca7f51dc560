// swift-tools-version: 6.0

// The web host (a Hummingbird server that renders a Store's features as HTML and patches the page
// over a WebSocket), in a package of its own so that users of ComposableArchitecture or the
// terminal layer never build Hummingbird. From the repository's root:
//
//     swift run --package-path Web WebCounterDemo
//     swift test --package-path Web
//     swift run -c release --package-path Web web-benchmark
import PackageDescription

// A path dependency is named after its directory, which is whatever the clone was called.
let library = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "")

let package = Package(
  name: "swift-composable-architecture-web",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ComposableWeb", targets: ["ComposableWeb"]),
    .executable(name: "WebCounterDemo", targets: ["WebCounterDemo"]),
    .executable(name: "web-benchmark", targets: ["WebBenchmark"]),
  ],
  dependencies: [
    .package(path: ".."),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.6.0"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    .target(
      name: "ComposableWeb",
      dependencies: [
        .product(name: "ComposableArchitecture", package: library),
        .product(name: "ComposableViews", package: library),
        // `PendingSaves`, its `Hosting` SPI.
        .product(name: "Sharing", package: library),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        // The inspector's "Export test" writes what `tca-recording` writes.
        .product(name: "RecordingTestGenerator", package: library),
      ],
      // The page's stylesheet and icon, and the inspector's page, compiled into the module:
      // nothing to find at run time.
      resources: [
        .embedInCode("Resources/page.css"), .embedInCode("Resources/favicon.svg"),
        .embedInCode("Resources/inspector.html"), .embedInCode("Resources/inspector.css"),
        .embedInCode("Resources/inspector.js"),
      ]
    ),
    .executableTarget(
      name: "WebCounterDemo",
      dependencies: [
        "ComposableWeb",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "ComposableArchitecture", package: library),
      ]
    ),
    // The demo's command line (`--help`, unknown flags, bad values), parsed as `main` parses it.
    .testTarget(
      name: "WebCounterDemoTests",
      dependencies: [
        "WebCounterDemo",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The figures of BENCHMARKS.md's web section, through ComposableWeb's public API and its
    // `@_spi(Benchmarks)` surface: `swift run -c release --package-path Web web-benchmark`.
    .target(
      name: "WebBenchmarks",
      dependencies: [
        "ComposableWeb",
        .product(name: "ComposableArchitecture", package: library),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
        .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ]
    ),
    .executableTarget(name: "WebBenchmark", dependencies: ["WebBenchmarks"]),
    // The public API as a client writes it, in the Swift 5 language mode; CI runs it.
    .executableTarget(
      name: "WebAPIClient",
      dependencies: [
        "ComposableWeb",
        .product(name: "ComposableArchitecture", package: library),
        .product(name: "ComposableViews", package: library),
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "ComposableWebTests",
      dependencies: [
        "ComposableWeb",
        "WebBenchmarks",
        .product(name: "ComposableArchitecture", package: library),
        .product(name: "ComposableViews", package: library),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
        .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
        // The `Hosting` SPI's pending saves, which a patch waits for.
        .product(name: "Sharing", package: library),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
