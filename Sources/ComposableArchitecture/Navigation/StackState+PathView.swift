extension StackState {
  /// An element of a stack with its id, as a navigation stack's path holds it: two components
  /// are equal when they have the same id, whatever their state.
  public struct Component: Hashable {
    let id: StackElementID
    var element: Element

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.id == rhs.id
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(self.id)
    }
  }

  /// The stack as a collection of ``Component``s, the form a navigation stack's path binding
  /// takes: replacing components keeps their ids, so that a user interface popping views hands
  /// back the same elements.
  public struct PathView: MutableCollection, RandomAccessCollection, RangeReplaceableCollection {
    var base: StackState

    init(base: StackState) {
      self.base = base
    }

    /// An empty path.
    public init() {
      self.init(base: StackState())
    }

    public var startIndex: Int { self.base.startIndex }

    public var endIndex: Int { self.base.endIndex }

    public func index(after i: Int) -> Int { i + 1 }

    public func index(before i: Int) -> Int { i - 1 }

    public subscript(position: Int) -> Component {
      get { Component(id: self.base.ids[position], element: self.base[position]) }
      set { self.base[position] = newValue.element }
    }

    /// Replaces components, keeping the ids they carry.
    public mutating func replaceSubrange(
      _ subrange: Range<Int>, with newElements: some Collection<Component>
    ) {
      self.base.replaceSubrange(subrange, withComponents: newElements)
    }
  }

  /// The stack as a path of components.
  var path: PathView {
    get { PathView(base: self) }
    set { self = newValue.base }
  }
}

extension StackState.Component: Sendable where Element: Sendable {}
extension StackState.PathView: Sendable where Element: Sendable {}
