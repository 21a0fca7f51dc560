import Foundation

/// The `--record FILE` option of the examples: the file a session is recorded to (see
/// `Reducer._record(to:)`).
///
/// The folder must exist and be writable before the app starts, so that a bad path is an error
/// at once, not a session that turns out not to have been recorded.
public struct RecordOption: Sendable {
  /// The file to record to, or `nil` when the option is absent.
  public var url: URL?

  /// Why the arguments do not give a usable recording file.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// Reads `--record FILE` or `--record=FILE` from the arguments.
  public init(arguments: [String]) throws {
    var path: String?
    for (index, argument) in arguments.enumerated() {
      if argument == "--record" {
        guard arguments.indices.contains(index + 1), !arguments[index + 1].hasPrefix("-") else {
          throw Failure(description: "--record needs a file: --record FILE")
        }
        path = arguments[index + 1]
      } else if argument.hasPrefix("--record=") {
        path = String(argument.dropFirst("--record=".count))
      }
    }
    guard let path else { return }
    guard !path.isEmpty else { throw Failure(description: "--record needs a file: --record FILE") }
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    let fileManager = FileManager.default
    if fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw Failure(description: "cannot record to \(url.path): it is a folder")
    }
    guard fileManager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
    else {
      throw Failure(description: "cannot record to \(url.path): the folder \(folder) does not exist")
    }
    let isWritable =
      fileManager.fileExists(atPath: url.path)
      ? fileManager.isWritableFile(atPath: url.path)
      : fileManager.isWritableFile(atPath: folder)
    guard isWritable else {
      throw Failure(description: "cannot record to \(url.path): it is not writable")
    }
    self.url = url
  }
}
