import BenchmarkSuite
import Dispatch
import Foundation

// `instruction-counts NAME ITERATIONS` runs one operation of the suite ITERATIONS times, the way
// the benchmark harness runs a sample, and exits. Run under `valgrind --tool=callgrind` at N and
// 2N iterations, the difference divided by N is the instructions one operation executes, whatever
// else the machine is doing (Scripts/compare-instructions). `instruction-counts --list` prints
// the operations' names.

let arguments = CommandLine.arguments.dropFirst()
let operations = registeredOperations()

if arguments.first == "--list" {
  for operation in operations { print(operation.name) }
  exit(0)
}
guard arguments.count == 2, let name = arguments.first, let iterations = Int(arguments.last!),
  iterations >= 0
else {
  FileHandle.standardError.write(Data("usage: instruction-counts NAME ITERATIONS | --list\n".utf8))
  exit(64)
}
guard let operation = operations.first(where: { $0.name == name }) else {
  FileHandle.standardError.write(Data("instruction-counts: no operation named \(name)\n".utf8))
  exit(64)
}

let unmeasured = SuiteOperation.Measurement(start: {}, stop: {})
switch operation.body {
case .synchronous(let body):
  // Top-level code runs on the main thread outside any task, as a user event reaches a store.
  MainActor.assumeIsolated { body(iterations, unmeasured) }
  exit(0)
case .asynchronous(let body):
  Task { @MainActor in
    await body(iterations, unmeasured)
    exit(0)
  }
  // The run loop serves the main queue. (Not `dispatchMain()`: valgrind 3.19 crashes when the
  // main thread exits into it.)
  RunLoop.main.run()
}
