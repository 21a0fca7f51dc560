import FuzzingEngine
import Foundation

@testable import ComposableWeb

// The web host's WebSocket messages, as a browser (or anything else) may send them: any text
// either parses or is a `malformedMessage` error; a navigation's path starts with "/" and is
// bounded.

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzWebMessage(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = String(decoding: fuzzBytes(data, size), as: UTF8.self)
  do throws(WebSessionError) {
    switch try WebMessage(parsing: text) {
    case .event:
      break
    case let .navigate(path):
      require(path.hasPrefix("/"), "a navigation to \(path)")
      require(path.utf8.count <= WebMessage.maximumPathLength, "a navigation to a long path")
    }
  } catch {
    guard case .malformedMessage = error else {
      require(false, "\(text) failed with \(error), not malformedMessage")
      return 0
    }
  }
  return 0
}

@_cdecl("fuzz_web_message_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runLibFuzzer(argc: argc, argv: argv, fuzzWebMessage)
}
