// swift-tools-version: 6.1

// The benchmark suite lives in its own package so that the library, its tests and its CI never
// depend on package-benchmark. Run it from this directory:
//
//     swift package --disable-sandbox benchmark
//
//     swift run -c release instruction-counts --list     # instructions: Scripts/compare-instructions
//
// See BENCHMARKS.md at the repository root for the figures and what they are read against.

import PackageDescription

// A path dependency is named after its directory, which is whatever the clone was called.
let library = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "")

let package = Package(
  name: "swift-composable-architecture-benchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(path: ".."),
    .package(
      url: "https://github.com/ordo-one/package-benchmark",
      from: "1.38.1",
      traits: ["MallocInterposer"]
    ),
  ],
  targets: [
    // The operations and their fixtures, free of any harness.
    .target(
      name: "BenchmarkSuite",
      dependencies: [
        .product(name: "ComposableArchitecture", package: library),
        .product(name: "ComposableTerminal", package: library),
      ],
      path: "Benchmarks/BenchmarkSuite"
    ),
    // Time and allocations, with package-benchmark.
    .executableTarget(
      name: "ComposableArchitectureBenchmarks",
      dependencies: [
        "BenchmarkSuite",
        .product(name: "Benchmark", package: "package-benchmark"),
      ],
      path: "Benchmarks/ComposableArchitectureBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    ),
    // Instructions per operation, under callgrind (Scripts/compare-instructions).
    .executableTarget(
      name: "instruction-counts",
      dependencies: ["BenchmarkSuite"],
      path: "Benchmarks/InstructionCounts"
    ),
  ],
  swiftLanguageModes: [.v6]
)
