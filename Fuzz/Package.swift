// swift-tools-version: 6.0

// libFuzzer targets for the code that reads bytes from outside: terminal input, the web host's
// WebSocket messages, form posts and URL paths, recordings, file storage and app storage, the
// alert and binding-action coding. A package of its own, so that users of the library never build it.
// From the repository's root:
//
//     Scripts/fuzz 30        # builds every target once, runs each for 30 s
//
// Every module is built with Address Sanitizer and libFuzzer's coverage instrumentation (what
// Scripts/fuzz does; `-sanitize=fuzzer` without linking libFuzzer):
//
//     swift build --package-path Fuzz --scratch-path Fuzz/.build -Xswiftc -sanitize=address \
//       -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table \
//       -Xswiftc -parse-as-library
//
// libFuzzer itself is linked into the fuzz targets only: SwiftPM passes `-Xswiftc` flags to the
// macro plugins too, and a plugin linked with `-sanitize=fuzzer` gets libFuzzer's `main`, which
// needs a fuzz target the plugin does not have.
import PackageDescription

// A path dependency is named after its directory, which is whatever the clone was called.
let library = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "")

/// One executable per fuzz target: each exports `LLVMFuzzerTestOneInput` and starts libFuzzer
/// from its entry point (`FuzzingEngine.run`).
func fuzzTarget(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
  .executableTarget(
    name: name,
    dependencies: ["FuzzingEngine"] + dependencies,
    linkerSettings: [.unsafeFlags(["-sanitize=fuzzer"])]
  )
}

let package = Package(
  name: "swift-composable-architecture-fuzz",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(path: ".."),
    .package(path: "../Web"),
  ],
  targets: [
    // libFuzzer's driver, declared for Swift.
    .target(name: "LibFuzzerDriver"),
    // What every target shares: starting libFuzzer, splitting and checking inputs.
    .target(name: "FuzzingEngine", dependencies: ["LibFuzzerDriver"]),
    fuzzTarget(
      "fuzz-input-parser",
      [.product(name: "ComposableTerminal", package: library)]
    ),
    fuzzTarget(
      "fuzz-web-message",
      [.product(name: "ComposableWeb", package: "Web")]
    ),
    fuzzTarget(
      "fuzz-form-fields",
      [.product(name: "ComposableWeb", package: "Web")]
    ),
    fuzzTarget(
      "fuzz-navigation-path",
      [
        .product(name: "ComposableWeb", package: "Web"),
        .product(name: "ComposableViews", package: library),
      ]
    ),
    fuzzTarget(
      "fuzz-recording",
      [.product(name: "ComposableArchitecture", package: library)]
    ),
    fuzzTarget(
      "fuzz-shared-storage",
      [
        .product(name: "ComposableArchitecture", package: library),
        .product(name: "Sharing", package: library),
      ]
    ),
    fuzzTarget(
      "fuzz-alert-binding-coding",
      [
        .product(name: "ComposableArchitecture", package: library),
        .product(name: "SwiftNavigation", package: library),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
