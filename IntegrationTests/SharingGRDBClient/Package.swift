// swift-tools-version: 6.1

// A client package of SharingGRDB, as an app's tests use it: a feature reads its rows from the
// default database, which a test sets with swift-dependencies' `.dependency(\.defaultDatabase, …)`
// trait (issue #44). A package of its own, since only SharingGRDB's users build GRDB; CI builds
// and runs it after SharingGRDB's step, in the same build folder.
import PackageDescription

let package = Package(
  name: "SharingGRDBClient",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "swift-composable-architecture", path: "../.."),
    .package(name: "sharing-grdb", path: "../../SharingGRDB"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
  ],
  targets: [
    .testTarget(
      name: "SharingGRDBClientTests",
      dependencies: [
        .product(name: "SharingGRDB", package: "sharing-grdb"),
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
        .product(
          name: "ComposableArchitectureTestSupport", package: "swift-composable-architecture"
        ),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
