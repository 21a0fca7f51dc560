// Link this product to every test target that uses `TestStore`:
//
//   .testTarget(
//     name: "CounterFeatureTests",
//     dependencies: [
//       "CounterFeature",
//       .product(name: "ComposableArchitectureTestSupport", package: "swift-composable-architecture"),
//     ]
//   )
//
// It brings what makes test failures count, which a test target cannot get from
// `ComposableArchitecture` itself:
// - `IssueReportingTestSupport`, without which Swift Testing does not record reported issues
//   (failing `TestStore` assertions, unimplemented dependencies) and failing tests pass;
// - `DependenciesTestObserver` (on platforms without the Objective-C runtime), without which
//   dependency caches leak from one XCTest case into the next.
//
// Importing it is optional: linking is what counts. It re-exports `ComposableArchitecture` for
// test files that import only this module.
@_exported import ComposableArchitecture
