import Foundation

/// A message from the browser: an event on a control, or a move to another path (back/forward).
///
/// On the wire: `{"t":"event","c":"k3f…","e":"click","v":""}` and `{"t":"nav","u":"/detail"}`.
enum WebMessage: Equatable {
  case event(WebEvent)
  case navigate(String)

  /// The longest path the browser may navigate to.
  static let maximumPathLength = 2048

  init(parsing text: String) throws(WebSessionError) {
    struct Wire: Decodable {
      var t: String
      var c: String?
      var e: String?
      var v: String?
      var u: String?
    }
    let wire: Wire
    do {
      wire = try JSONDecoder().decode(Wire.self, from: Data(text.utf8))
    } catch {
      throw .malformedMessage("not a JSON object with a string field \"t\"")
    }
    switch wire.t {
    case "event":
      guard let controlID = wire.c else { throw .malformedMessage("an event needs a control id \"c\"") }
      guard let name = wire.e, let kind = WebEventKind(rawValue: name) else {
        throw .malformedMessage(
          "an event's kind \"e\" must be one of "
            + WebEventKind.allCases.map(\.rawValue).joined(separator: ", ")
        )
      }
      self = .event(WebEvent(controlID: controlID, kind: kind, payload: wire.v ?? ""))
    case "nav":
      guard let path = wire.u, path.hasPrefix("/"), path.utf8.count <= Self.maximumPathLength
      else {
        throw .malformedMessage("a navigation needs a path \"u\" starting with \"/\"")
      }
      self = .navigate(path)
    default:
      throw .malformedMessage("unknown message type \"\(wire.t)\"")
    }
  }
}
