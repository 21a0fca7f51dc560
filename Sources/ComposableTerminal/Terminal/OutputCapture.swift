import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps what the program prints off the app's screen while the app runs.
///
/// `print`, `_printChanges()` and most logging write to standard output or standard error,
/// which are the terminal the app draws on: each line would land in the middle of a frame.
/// While a capture is active, the app draws through a copy of standard output's descriptor,
/// and standard output (and standard error, when it is the terminal) go to a file. When the
/// capture ends the descriptors are put back and, if anything was written, the program says
/// on standard error where it is.
final class OutputCapture {
  /// The terminal to draw on: standard input, and a copy of standard output.
  let device: TerminalDevice
  /// The file the output goes to.
  let path: String
  private var redirected: [(descriptor: Int32, original: Int32)] = []

  /// Starts capturing; `name` (the program's) names the file. `nil` when the descriptors or
  /// the file cannot be had; the app then draws on standard output as is.
  init?(name: String) {
    let output = dup(STDOUT_FILENO)
    guard output >= 0 else { return nil }
    device = TerminalDevice(input: STDIN_FILENO, output: output)
    path = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(name)-\(getpid()).log").path
    let file = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard file >= 0 else {
      close(output)
      return nil
    }
    defer { close(file) }
    fflush(nil)
    for descriptor in [STDOUT_FILENO, STDERR_FILENO] where isatty(descriptor) != 0 {
      let original = dup(descriptor)
      guard original >= 0, dup2(file, descriptor) >= 0 else { continue }
      redirected.append((descriptor, original))
    }
  }

  /// Puts standard output and standard error back, and tells where the output went, or
  /// removes the file if nothing was written.
  func end() {
    fflush(nil)
    for (descriptor, original) in redirected {
      dup2(original, descriptor)
      close(original)
    }
    redirected.removeAll()
    close(device.output)
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    if size > 0 {
      FileHandle.standardError.write(Data("Output printed while the app ran is in \(path)\n".utf8))
    } else {
      try? FileManager.default.removeItem(atPath: path)
    }
  }
}
