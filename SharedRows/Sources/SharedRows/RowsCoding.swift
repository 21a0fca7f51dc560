import Foundation

/// How a rows key turns elements into rows and back: each element's JSON, and its id as the row's
/// text (a string id as it is, any other as its JSON).
public struct RowsCoding<Element: Codable & Identifiable>: Sendable
where Element.ID: Codable {
  private let decoder: JSONDecoder
  private let encoder: JSONEncoder

  public init(decoder: JSONDecoder, encoder: JSONEncoder) {
    self.decoder = decoder
    self.encoder = encoder
  }

  public func encode(_ element: Element) throws -> EncodedElement {
    EncodedElement(
      id: try self.rowID(element.id),
      json: String(decoding: try self.encoder.encode(element), as: UTF8.self)
    )
  }

  public func rowID(_ id: Element.ID) throws -> String {
    let json = try self.encoder.encode(id)
    return (try? self.decoder.decode(String.self, from: json))
      ?? String(decoding: json, as: UTF8.self)
  }

  public func decode(_ row: StoredRow) throws -> Element {
    try self.decoder.decode(Element.self, from: Data(row.json.utf8))
  }

  /// Decodes rows, in order, with the rows as this key encodes their elements, so that a save of
  /// an unchanged element writes nothing; or the first row that does not decode, and why.
  public func decode(
    _ rows: [StoredRow]
  ) -> Result<(elements: [Element], known: [String: StoredRow]), RowDecodingFailure> {
    var elements: [Element] = []
    var known: [String: StoredRow] = [:]
    for row in rows {
      do {
        let element = try self.decode(row)
        elements.append(element)
        var stored = row
        stored.json = try self.encode(element).json
        known[row.id] = stored
      } catch {
        return .failure(RowDecodingFailure(row: row, underlyingError: error))
      }
    }
    return .success((elements, known))
  }

  /// The elements a save could not write (`ids`), and the save's values of those it edited or
  /// added (an element whose deletion was refused is named from the row it was derived from).
  public func conflicting(
    _ ids: [String], saved: [Element], known: [String: StoredRow]
  ) -> (ids: [Element.ID], rejected: [Element]) {
    var saved = Dictionary(
      saved.compactMap { element in (try? self.rowID(element.id)).map { ($0, element) } },
      uniquingKeysWith: { first, _ in first }
    )
    var conflicting: [Element.ID] = []
    var rejected: [Element] = []
    for id in ids {
      if let element = saved.removeValue(forKey: id) {
        conflicting.append(element.id)
        rejected.append(element)
      } else if let row = known[id], let element = try? self.decode(row) {
        conflicting.append(element.id)
      }
    }
    return (conflicting, rejected)
  }
}

/// A row that does not decode as the collection's element.
public struct RowDecodingFailure: Error {
  public let row: StoredRow
  public let underlyingError: any Error
}
