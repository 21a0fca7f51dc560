import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How the real file system keeps a shared value's file whole: a save never leaves a partly
/// written file, and a file that cannot be read is moved aside, never overwritten.
enum FileSystemIO {
  /// The file's contents, or `nil` when there is no file.
  static func read(_ url: URL) throws -> Data? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try Data(contentsOf: url)
  }

  /// Writes to a temporary file in the same directory, flushes it to disk and renames it over the
  /// file, so that the file is always either the old contents or the new ones, even if the
  /// process is killed. Creates the directory when missing. The new file keeps the old one's
  /// permissions (a file made private stays private); temporary files a killed save left behind
  /// are removed.
  static func writeAtomically(_ data: Data, to url: URL) throws {
    let directory = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    Self.removeStaleTemporaryFiles(of: url, before: Date().addingTimeInterval(-Self.staleAge))
    let temporaryURL = directory.appendingPathComponent(
      "\(Self.temporaryPrefix(of: url))\(UUID().uuidString).tmp"
    )
    var existing = stat()
    let existingMode = stat(url.path, &existing) == 0 ? existing.st_mode & 0o7777 : nil
    let descriptor = open(temporaryURL.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw POSIXError.current }
    do {
      // A new file's mode is `open`'s narrowed by the umask; a replaced file's is the old one's.
      if let existingMode, fchmod(descriptor, existingMode) != 0 { throw POSIXError.current }
      try Self.writeAll(data, to: descriptor)
      guard fsync(descriptor) == 0 else { throw POSIXError.current }
    } catch {
      close(descriptor)
      unlink(temporaryURL.path)
      throw error
    }
    // Closed once, whatever it returns: after a failed `close` the descriptor is gone, and its
    // number may already be another file's.
    guard close(descriptor) == 0 else {
      let error = POSIXError.current
      unlink(temporaryURL.path)
      throw error
    }
    guard rename(temporaryURL.path, url.path) == 0 else {
      let error = POSIXError.current
      unlink(temporaryURL.path)
      throw error
    }
    // The rename itself is durable once the directory is flushed.
    let directoryDescriptor = open(directory.path, O_RDONLY | O_CLOEXEC)
    if directoryDescriptor >= 0 {
      fsync(directoryDescriptor)
      close(directoryDescriptor)
    }
  }

  private static func writeAll(_ data: Data, to descriptor: Int32) throws {
    try data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          throw POSIXError.current
        }
        offset += written
      }
    }
  }

  /// How old a temporary file must be to be taken for one a killed save left: a live save renames
  /// its file within moments, and a clock that is a little off must not remove it.
  static let staleAge: TimeInterval = 10 * 60

  /// `.sync-ups.json.` for `sync-ups.json`: the start of its saves' temporary files' names.
  static func temporaryPrefix(of url: URL) -> String {
    ".\(url.lastPathComponent)."
  }

  /// Removes the temporary files of saves of `url` last changed before `date`: those of a
  /// process killed while it wrote (the save never renamed them, and nothing else would).
  static func removeStaleTemporaryFiles(of url: URL, before date: Date) {
    let directory = url.deletingLastPathComponent()
    let prefix = Self.temporaryPrefix(of: url)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
      return
    }
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      let path = directory.appendingPathComponent(name).path
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
        let modified = attributes[.modificationDate] as? Date, modified < date
      else { continue }
      unlink(path)
    }
  }

  /// Moves an unreadable file aside, next to it, with the time in its name; returns where.
  static func moveAside(_ url: URL) throws -> URL {
    let keptURL = Self.asideURL(for: url, date: Date()) {
      FileManager.default.fileExists(atPath: $0.path)
    }
    try FileManager.default.moveItem(at: url, to: keptURL)
    return keptURL
  }

  /// `sync-ups.json` becomes `sync-ups.unreadable-20261123-074512.json` (with a counter when
  /// that name is taken).
  static func asideURL(for url: URL, date: Date, exists: (URL) -> Bool) -> URL {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    let stamp = formatter.string(from: date)
    let directory = url.deletingLastPathComponent()
    let pathExtension = url.pathExtension
    let base = url.deletingPathExtension().lastPathComponent
    var counter = 0
    while true {
      let suffix = counter == 0 ? "" : "-\(counter)"
      var name = "\(base).unreadable-\(stamp)\(suffix)"
      if !pathExtension.isEmpty { name += ".\(pathExtension)" }
      let candidate = directory.appendingPathComponent(name)
      if !exists(candidate) { return candidate }
      counter += 1
    }
  }
}

extension POSIXError {
  /// The error `errno` holds now.
  static var current: POSIXError {
    POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
  }
}
