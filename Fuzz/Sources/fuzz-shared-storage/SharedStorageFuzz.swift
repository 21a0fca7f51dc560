import Dependencies
import Foundation
import FuzzingEngine

@testable import Sharing

// What `.fileStorage` and `.appStorage` do with stored bytes they did not write: any bytes either
// decode to the value, or the file is moved aside whole and the load reports an
// `UnreadableFileError` saying where (file storage) / the value is the default and the stored data
// stays (app storage). Never a trap, never lost bytes.

struct Settings: Codable, Equatable, Sendable {
  var name: String
  var volume: Double
  var tags: [String]
  var limits: [String: Int]
  var lastOpened: Date?
  var id: UUID?
}

private let fallback = Settings(
  name: "default", volume: 0.5, tags: [], limits: [:], lastOpened: nil, id: nil
)
private let fileURL = URL(fileURLWithPath: "/fuzz/settings.json")
// Used by the fuzz callback only, which libFuzzer calls on one thread.
nonisolated(unsafe) private let appStore = UserDefaults(suiteName: "fuzz-shared-storage")!

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzSharedStorage(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Data(fuzzBytes(data, size))
  let decoded = try? JSONDecoder().decode(Settings.self, from: bytes)
  checkFileStorage(bytes, decoded: decoded)
  checkAppStorage(bytes, decoded: decoded)
  return 0
}

private func checkFileStorage(_ bytes: Data, decoded: Settings?) {
  let files = InMemoryFileSystem()
  files[fileURL] = bytes
  withDependencies {
    $0.defaultFileStorage = files.storage(scheduleSave: { $0() })
  } operation: {
    @Shared(.fileStorage(fileURL)) var settings = fallback
    if let decoded {
      require($settings.loadError == nil, "a decodable file failed: \(String(describing: $settings.loadError))")
      require(settings == decoded, "loaded \(settings), decoded \(decoded)")
      require(files[fileURL] == bytes, "a decodable file was changed")
      return
    }
    guard let error = $settings.loadError as? UnreadableFileError else {
      require(false, "an undecodable file loaded without an UnreadableFileError")
      return
    }
    require(settings == fallback, "an undecodable file gave \(settings)")
    require(error.keptURL != fileURL, "an undecodable in-memory file was not moved aside")
    require(files[error.keptURL] == bytes, "the kept file does not hold the original bytes")
    require(files[fileURL] == nil, "the undecodable file is still in place")
    // A change after the failed load writes a new file; the kept one stays as it was.
    $settings.withLock { $0.name = "changed" }
    require(files[error.keptURL] == bytes, "a save overwrote the kept file")
    require(files[fileURL] != nil, "a save after a failed load wrote nothing")
  }
}

private func checkAppStorage(_ bytes: Data, decoded: Settings?) {
  appStore.removeObject(forKey: "settings")
  appStore.set(bytes, forKey: "settings")
  withDependencies {
    $0.defaultAppStorage = appStore
  } operation: {
    @Shared(.appStorage("settings")) var settings = fallback
    require(settings == (decoded ?? fallback), "app storage read \(settings) from \(bytes)")
    require(appStore.data(forKey: "settings") == bytes, "app storage changed the stored data")
  }
}

@_cdecl("fuzz_shared_storage_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runLibFuzzer(argc: argc, argv: argv, fuzzSharedStorage)
}
