/// One element's row as stored: its id (as text), place in the order, version and JSON.
public struct StoredRow: Equatable, Sendable {
  public var id: String
  public var position: Double
  public var version: Int64
  public var json: String

  public init(id: String, position: Double, version: Int64, json: String) {
    self.id = id
    self.position = position
    self.version = version
    self.json = json
  }
}

/// An element of a value being saved: its row id and JSON, in the value's order.
public struct EncodedElement: Sendable {
  public var id: String
  public var json: String

  public init(id: String, json: String) {
    self.id = id
    self.json = json
  }
}

/// What a save writes: the difference between the rows a value was derived from and the value.
///
/// Only what changed is written, so that edits of different elements never touch the same row.
/// Order is kept with positions: elements that are still in their known order keep their
/// positions; the others (added, or moved) get positions between their neighbours', and those
/// after the last kept element go after every row of the collection, so that two connections
/// appending at once both land at the end.
public struct RowsChange: Sendable {
  public var inserted: [StoredRow] = []
  /// With the version each was derived from, for the compare-and-swap.
  public var updated: [StoredRow] = []
  public var deleted: [StoredRow] = []
  /// Unchanged elements with a new position.
  public var moved: [StoredRow] = []

  public var isEmpty: Bool {
    inserted.isEmpty && updated.isEmpty && deleted.isEmpty && moved.isEmpty
  }

  /// - Parameters:
  ///   - known: The rows the value was derived from, by id.
  ///   - elements: The value, in order.
  ///   - lastPosition: The highest position of any row of the collection now.
  public init(known: [String: StoredRow], elements: [EncodedElement], lastPosition: Double?) {
    let positions = Self.positions(known: known, elements: elements, lastPosition: lastPosition)
    var remaining = known
    for (element, position) in zip(elements, positions) {
      guard let row = remaining.removeValue(forKey: element.id) else {
        self.inserted.append(
          StoredRow(id: element.id, position: position, version: 0, json: element.json)
        )
        continue
      }
      if row.json != element.json {
        self.updated.append(
          StoredRow(id: row.id, position: position, version: row.version, json: element.json)
        )
      } else if row.position != position {
        var moved = row
        moved.position = position
        self.moved.append(moved)
      }
    }
    self.deleted = remaining.values.sorted { $0.position < $1.position }
  }

  /// The rows a value is derived from once this change was written at `version`: the written
  /// rows at that version; the conflicting ones as they were, so that a later save derived from
  /// the same value conflicts on them too.
  public func applied(
    to known: [String: StoredRow], version: Int64, except conflicts: Set<String>
  ) -> [String: StoredRow] {
    var known = known
    for row in self.inserted + self.updated where !conflicts.contains(row.id) {
      known[row.id] = StoredRow(
        id: row.id, position: row.position, version: version, json: row.json
      )
    }
    for row in self.moved {
      known[row.id]?.position = row.position
    }
    for row in self.deleted where !conflicts.contains(row.id) {
      known[row.id] = nil
    }
    return known
  }

  /// Each element's position: its known one for the longest run of elements (not necessarily
  /// adjacent) whose known positions still increase along the value, so that a move rewrites
  /// only the moved elements; the others get one between their kept neighbours'.
  private static func positions(
    known: [String: StoredRow], elements: [EncodedElement], lastPosition: Double?
  ) -> [Double] {
    let kept = Self.longestIncreasingRun(elements.map { known[$0.id]?.position })
    var positions: [Double] = []
    var index = 0
    while index < elements.count {
      if let position = kept[index] {
        positions.append(position)
        index += 1
        continue
      }
      let runEnd = kept[index...].firstIndex { $0 != nil } ?? elements.count
      let count = runEnd - index
      let lower = positions.last
      let placed: [Double]
      if runEnd < elements.count, let upper = kept[runEnd] {
        let from = lower ?? (upper - Double(count + 1))
        let step = (upper - from) / Double(count + 1)
        placed = (1...count).map { from + step * Double($0) }
      } else {
        let from = max(lower ?? 0, lastPosition ?? 0)
        placed = (1...count).map { from + Double($0) }
      }
      positions += placed
      index = runEnd
    }
    return positions
  }

  /// The longest subsequence of increasing positions (the others `nil`), by patience sorting.
  private static func longestIncreasingRun(_ positions: [Double?]) -> [Double?] {
    // For each length, the index that ends the run of that length with the smallest position.
    var tails: [Int] = []
    var previous = [Int?](repeating: nil, count: positions.count)
    for (index, position) in positions.enumerated() {
      guard let position else { continue }
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if positions[tails[middle]]! < position { low = middle + 1 } else { high = middle }
      }
      previous[index] = low > 0 ? tails[low - 1] : nil
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var kept = [Double?](repeating: nil, count: positions.count)
    var index = tails.last
    while let current = index {
      kept[current] = positions[current]
      index = previous[current]
    }
    return kept
  }
}
