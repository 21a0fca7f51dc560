/// Every operation of the suite, in the order the groups register them: one function per group,
/// each in its own file. The package-benchmark executable measures them in time and allocations;
/// `instruction-counts` runs one of them N times under callgrind.
public func registeredOperations() -> [SuiteOperation] {
  let registry = Registry()
  Registry.$current.withValue(registry) {
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
    bindingBenchmarks()
    operatorBenchmarks()
  }
  return registry.operations
}
