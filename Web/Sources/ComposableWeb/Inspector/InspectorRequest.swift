import Foundation

/// A message from the inspector page: `{"t":"select","n":3}`, `{"t":"jump","n":3}`,
/// `{"t":"resume"}`, `{"t":"pause"}`, `{"t":"continue"}`.
enum InspectorRequest: Equatable {
  /// Asks for a step's action, diff and state tree.
  case select(Int)
  /// Shows a step's state in the store.
  case jump(Int)
  /// Puts the live state back.
  case resume
  case pause
  case `continue`

  /// `nil` for anything else.
  init?(_ text: String) {
    guard let data = text.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let kind = object["t"] as? String
    else { return nil }
    let number = object["n"] as? Int
    switch (kind, number) {
    case ("select", let number?): self = .select(number)
    case ("jump", let number?): self = .jump(number)
    case ("resume", _): self = .resume
    case ("pause", _): self = .pause
    case ("continue", _): self = .continue
    default: return nil
    }
  }
}
