/// What a rows key keeps under its lock between loads, saves and changes read: the rows its
/// shared value was derived from, whether they may be written, the saves under way and who takes
/// the rows it reads.
public struct RowsKeyState<Subscriber, Undecodable: Error> {
  /// The rows, by id, the shared value was loaded from or last written as: each save is the
  /// difference from them, compared against their versions.
  public var known: [String: StoredRow] = [:]
  /// Why the collection must not be written: a row does not decode.
  public var undecodable: Undecodable?
  /// Saves under way: changes read meanwhile wait for the last one, which reads the rows again.
  public var saves = SaveWindow()
  public var subscriber: Subscriber?

  public init() {}

  /// Whether `rows` are the ones the shared value was derived from.
  public func isKnown(_ rows: [StoredRow]?) -> Bool {
    self.known == Dictionary(uniqueKeysWithValues: (rows ?? []).map { ($0.id, $0) })
  }

  /// Ends a save: the subscriber the last one hands its rows to, and whether a change read while
  /// saves were under way has the rows read again.
  public mutating func endSave() -> (subscriber: Subscriber?, readAgain: Bool) {
    let end = self.saves.endSave()
    return (end.isLast ? self.subscriber : nil, end.readAgain)
  }

  /// Decodes rows and makes them the ones the next save is derived from: `nil` for a collection
  /// never written; a row that does not decode keeps the collection from being written.
  public mutating func adopt<Element>(
    _ rows: [StoredRow]?, coding: RowsCoding<Element>,
    undecodable: (RowDecodingFailure) -> Undecodable
  ) -> Result<[Element]?, Undecodable> {
    guard let rows else {
      self.known = [:]
      self.undecodable = nil
      return .success(nil)
    }
    switch coding.decode(rows) {
    case let .success((elements, known)):
      self.known = known
      self.undecodable = nil
      return .success(elements)
    case let .failure(failure):
      let error = undecodable(failure)
      self.undecodable = error
      return .failure(error)
    }
  }
}

extension RowsKeyState: Sendable where Subscriber: Sendable {}
