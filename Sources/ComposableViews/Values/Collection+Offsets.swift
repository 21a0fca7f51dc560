import Foundation

extension MutableCollection {
  /// Moves the elements at `source` so that they come before the element that was at
  /// `destination` (or last, for the count), keeping their order: what ``ForEach/onMove(perform:)``
  /// hands over, applied as SwiftUI applies it.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let elements = Array(self)
    let before = elements.indices.filter { $0 < destination && !source.contains($0) }
    let after = elements.indices.filter { $0 >= destination && !source.contains($0) }
    let moved = source.filter { elements.indices.contains($0) }
    for (index, offset) in zip(indices, before + moved + after) {
      self[index] = elements[offset]
    }
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`: what ``ForEach/onDelete(perform:)`` hands over.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() where offset < count {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}
