import ComposableArchitecture
import Foundation

extension CounterFeature {
  /// The `_printChanges` printer for `--print-changes`, or `nil` to print nothing.
  static func changePrinter(
    _ destination: ChangesDestination?
  ) -> _ReducerPrinter<CounterFeature.State, CounterFeature.Action>? {
    switch destination {
    case nil:
      return nil
    case .standardError:
      return .customDump { report in
        FileHandle.standardError.write(Data((report + "\n").utf8))
      }
    case .file(let path):
      return .customDump { report in
        appendLine(report, toFileAt: path)
      }
    }
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
