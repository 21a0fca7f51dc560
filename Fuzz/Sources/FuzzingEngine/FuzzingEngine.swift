import Foundation
import LibFuzzerDriver

/// libFuzzer's signature for the function it calls with each input.
public typealias FuzzTestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

/// Runs libFuzzer on `testOneInput` with the process's arguments (`-max_total_time=30`, a corpus
/// folder, a crash input to reproduce, …); returns libFuzzer's exit status.
///
/// A Swift executable has a `main` of its own (SwiftPM names it `<module>_main` and makes it the
/// program's entry point), so libFuzzer's `main` is never linked: each target's entry point calls
/// this instead.
public func runLibFuzzer(
  argc: CInt,
  argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
  _ testOneInput: FuzzTestOneInput
) -> CInt {
  var argc = argc
  var argv = argv
  return LLVMFuzzerRunDriver(&argc, &argv, testOneInput)
}

/// The bytes of a fuzz input, copied (libFuzzer's buffer is only valid during the call).
public func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
  guard let data, size > 0 else { return [] }
  return Array(UnsafeBufferPointer(start: data, count: size))
}

/// Stops the run with a finding when a property does not hold: libFuzzer saves the input that
/// broke it as a crash.
public func require(
  _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #file,
  line: UInt = #line
) {
  if !condition {
    FileHandle.standardError.write(Data("property failed: \(message())\n".utf8))
    fatalError("property failed: \(message())", file: file, line: line)
  }
}

/// Runs the jobs waiting for the main actor (the main queue's). libFuzzer calls a target from
/// `main`, in a loop that never returns to the main queue, so a job an input leaves there — a
/// `Task` on the main actor: a page re-rendering after a change, an effect — would wait until the
/// process exits, keeping alive all it holds (a store, a session): memory would grow with every
/// input. A target that uses the main actor calls this after each input; what those jobs enqueue
/// in turn runs after the next.
public func runMainActorJobs() {
  _ = RunLoop.main.run(mode: .default, before: Date())
}
