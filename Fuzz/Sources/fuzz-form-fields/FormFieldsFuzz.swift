import FuzzingEngine
import Foundation

@testable import ComposableWeb

// The web host's URL-encoded form posts (a button's post without JavaScript): any body decodes
// to fields without trapping, and fields encoded as a browser encodes them decode back to
// themselves.

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzFormFields(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let body = String(decoding: fuzzBytes(data, size), as: UTF8.self)
  let fields = WebServer.formFields(body)

  // What a browser would post for these fields (every byte but unreserved ones escaped, spaces
  // as "+"), decoded, is the same fields.
  let encoded = fields.sorted { $0.key < $1.key }
    .map { "\(formEncoded($0.key))=\(formEncoded($0.value))" }
    .joined(separator: "&")
  let decodedAgain = WebServer.formFields(encoded)
  // An empty name with an empty value is posted as "=", which decodes to the same; a field whose
  // name is empty is still a field.
  require(decodedAgain == fields, "\(encoded) decoded to \(decodedAgain), not \(fields)")
  return 0
}

/// A form field's name or value as `application/x-www-form-urlencoded` writes it.
private func formEncoded(_ string: String) -> String {
  var result = ""
  for byte in string.utf8 {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "*"):
      result.unicodeScalars.append(Unicode.Scalar(byte))
    case UInt8(ascii: " "):
      result += "+"
    default:
      result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
    }
  }
  return result
}

extension String {
  fileprivate func leftPadded(to length: Int) -> String {
    String(repeating: "0", count: Swift.max(0, length - self.count)) + self
  }
}

@_cdecl("fuzz_form_fields_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runLibFuzzer(argc: argc, argv: argv, fuzzFormFields)
}
