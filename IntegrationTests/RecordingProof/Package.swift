// swift-tools-version: 6.0

// A client package, separate from the library, proving that a recorded session becomes a test
// that passes as generated (issue #46): features shaped like upstream's case studies, a program
// that drives each of them through a recorded store, and the tests `tca-recording` wrote from
// those recordings, committed untouched. Scripts/check-recording-proof records again, checks that
// the generated tests are the committed ones, runs them, and checks that a mutant recording makes
// its test fail.
import PackageDescription

let package = Package(
  name: "RecordingProof",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "swift-composable-architecture", path: "../..")
  ],
  targets: [
    .target(
      name: "CaseStudies",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
      ]
    ),
    .executableTarget(
      name: "record-case-studies",
      dependencies: [
        "CaseStudies",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
      ]
    ),
    .testTarget(
      name: "CaseStudiesTests",
      dependencies: [
        "CaseStudies",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
