import ArgumentParser
import Foundation

/// The `--record FILE` option of the examples: the file a session is recorded to (see
/// `Reducer._record(to:)`).
///
/// The folder must exist and be writable before the app starts, so that a bad path is an error
/// at once (exit status 1), not a session that turns out not to have been recorded.
public struct RecordOption: ParsableArguments, Sendable {
  /// The path given, or `nil` when the option is absent.
  @Option(
    name: .customLong("record"),
    help: ArgumentHelp(
      "Record the session to <file>, for a test to replay or for tca-recording to turn into one.",
      valueName: "file"
    )
  )
  public var path: String?

  public init() {}

  /// The file to record to, or `nil` when the option is absent.
  public var url: URL? { path.map { URL(fileURLWithPath: $0) } }

  /// Why the arguments do not give a usable recording file.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  public func validate() throws {
    guard let path else { return }
    guard !path.isEmpty else { throw ValidationError("--record needs a file: --record FILE") }
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
  }
}
