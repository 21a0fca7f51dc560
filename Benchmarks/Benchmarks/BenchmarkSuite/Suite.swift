import Benchmark

// One function per group, each in its own file.
let benchmarks: @Sendable () -> Void = {
  rawBenchmarks()
  storeBenchmarks()
  scopeBenchmarks()
  forEachBenchmarks()
  navigationBenchmarks()
  effectBenchmarks()
  debugBenchmarks()
  testStoreBenchmarks()
  terminalBenchmarks()
  sharingBenchmarks()
  recordingBenchmarks()
}
