import ComposableArchitecture
import Foundation
import FuzzingEngine

// The coding the library adds to the alert family and to binding actions (so that a state holding
// an alert, and binding actions, can be recorded): any JSON either fails to decode or decodes to a
// value that encodes and decodes back to an equal value. The first input byte picks the type; the
// rest is the JSON.

enum AlertAction: Codable, Equatable, Sendable {
  case confirm
  case delete(id: Int)
}

struct FormState: Codable, Equatable {
  var title = ""
  var count = 0
  var tags: [String] = []
  var nested = Nested()

  struct Nested: Codable, Equatable {
    var flag = false
    var note: String?
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzAlertBindingCoding(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = fuzzBytes(data, size)
  guard let selector = input.first else { return 0 }
  let json = Data(input.dropFirst())
  switch selector % 5 {
  case 0: roundTrip(AlertState<AlertAction>.self, json)
  case 1: roundTrip(ConfirmationDialogState<AlertAction>.self, json)
  case 2: roundTrip(ButtonState<AlertAction>.self, json)
  case 3: roundTrip(TextState.self, json)
  default: roundTrip(BindingAction<FormState>.self, json)
  }
  return 0
}

/// Decodes; if that works, encodes and decodes again, which must give an equal value.
private func roundTrip<Value: Codable & Equatable>(_: Value.Type, _ json: Data) {
  guard let value = try? JSONDecoder().decode(Value.self, from: json) else { return }
  let encoded: Data
  do {
    encoded = try JSONEncoder().encode(value)
  } catch {
    require(false, "\(Value.self) decoded from \(json) but does not encode: \(error)")
    return
  }
  do {
    let again = try JSONDecoder().decode(Value.self, from: encoded)
    require(
      again == value,
      "\(Value.self) \(String(decoding: encoded, as: UTF8.self)) decoded to a different value"
    )
  } catch {
    require(
      false,
      "\(Value.self) encoded as \(String(decoding: encoded, as: UTF8.self)) does not decode: \(error)"
    )
  }
}

@_cdecl("fuzz_alert_binding_coding_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runLibFuzzer(argc: argc, argv: argv, fuzzAlertBindingCoding)
}
