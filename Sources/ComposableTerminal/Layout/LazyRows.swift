@_spi(Rendering) import ComposableViews

/// The rows a `ForEach` makes inside a list: a count, each row's selection tag, and the
/// row itself, built only when the list draws it. A list of 10,000 rows builds the few on
/// screen.
struct LazyRows: LayoutNode {
  let count: Int
  let tag: @MainActor (Int) -> AnyHashable
  private let build: @MainActor (Int) -> RowNode
  /// Rows built so far in this frame, so a row drawn twice registers its controls once.
  private let cache = Cache()

  init(count: Int, tag: @escaping @MainActor (Int) -> AnyHashable, build: @escaping @MainActor (Int) -> RowNode) {
    self.count = count
    self.tag = tag
    self.build = build
  }

  func row(_ index: Int) -> RowNode {
    if let row = cache.rows[index] { return row }
    let row = build(index)
    cache.rows[index] = row
    return row
  }

  private final class Cache {
    var rows: [Int: RowNode] = [:]
  }

  // Outside a list the rows are laid out one after another, all of them.
  private var stack: StackNode {
    StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: (0..<count).map(row))
  }
  var flexibility: Flexibility { stack.flexibility }
  func sizeThatFits(width: Int) -> Size { stack.sizeThatFits(width: width) }
  func draw(in rect: Rect, pass: RenderPass) { stack.draw(in: rect, pass: pass) }
}

/// The rows of a list: single rows and the lazy rows of its `ForEach`es, addressed by one
/// index.
@MainActor
struct ListRows {
  private enum Segment {
    case row(RowNode)
    case lazy(LazyRows)
  }
  private let segments: [Segment]
  /// The index of each segment's first row.
  private let starts: [Int]
  let count: Int

  init(_ nodes: [any LayoutNode]) {
    var segments: [Segment] = []
    var starts: [Int] = []
    var count = 0
    for node in nodes {
      starts.append(count)
      if let lazy = node as? LazyRows {
        segments.append(.lazy(lazy))
        count += lazy.count
      } else {
        segments.append(.row(node as? RowNode ?? RowNode(tag: nil, content: node)))
        count += 1
      }
    }
    self.segments = segments
    self.starts = starts
    self.count = count
  }

  private func locate(_ index: Int) -> (segment: Segment, offset: Int) {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return (segments[low], index - starts[low])
  }

  func tag(_ index: Int) -> AnyHashable? {
    switch locate(index) {
    case let (.row(row), _): row.tag
    case let (.lazy(rows), offset): rows.tag(offset)
    }
  }

  func row(_ index: Int) -> RowNode {
    switch locate(index) {
    case let (.row(row), _): row
    case let (.lazy(rows), offset): rows.row(offset)
    }
  }

  /// The row tagged `tag`, trying `hint` (where it was last frame) and the rows next to it
  /// (where ↑ and ↓ move it) before searching them all.
  func index(of tag: AnyHashable, hint: Int?) -> Int? {
    if let hint {
      for index in [hint, hint + 1, hint - 1] where index >= 0 && index < count && self.tag(index) == tag {
        return index
      }
    }
    return (0..<count).first { self.tag($0) == tag }
  }
}
