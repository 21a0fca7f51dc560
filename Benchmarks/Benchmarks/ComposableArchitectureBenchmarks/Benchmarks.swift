import Benchmark

// One function per group, each in its own file. Groups waiting for parts of the library that are
// not merged yet (Presentation, Stack, TestStore) are listed as pending in BENCHMARKS.md.
let benchmarks: @Sendable () -> Void = {
  rawBenchmarks()
  storeBenchmarks()
  scopeBenchmarks()
  forEachBenchmarks()
  effectBenchmarks()
  debugBenchmarks()
}
