import ComposableArchitecture
import Foundation

extension CounterFeature {
  /// The `_printChanges` printer the arguments ask for, or `nil` to print nothing.
  static func changePrinter(
    arguments: some Sequence<String>
  ) -> _ReducerPrinter<CounterFeature.State, CounterFeature.Action>? {
    for argument in arguments {
      if argument == "--print-changes" {
        return .customDump { report in
          FileHandle.standardError.write(Data((report + "\n").utf8))
        }
      }
      if argument.hasPrefix("--print-changes=") {
        let path = String(argument.dropFirst("--print-changes=".count))
        return .customDump { report in
          appendLine(report, toFileAt: path)
        }
      }
    }
    return nil
  }

  private static func appendLine(_ text: String, toFileAt path: String) {
    if !FileManager.default.fileExists(atPath: path) {
      _ = FileManager.default.createFile(atPath: path, contents: nil)
    }
    guard let handle = FileHandle(forWritingAtPath: path) else { return }
    defer { try? handle.close() }
    handle.seekToEndOfFile()
    handle.write(Data((text + "\n").utf8))
  }
}
