import OrderedCollections

/// The elements of a navigation stack: a collection in which every element has a stable
/// ``StackElementID``.
///
/// ```swift
/// @ObservableState
/// struct State {
///   var path = StackState<Path.State>()
/// }
/// // …
/// state.path.append(.detail(SyncUpDetail.State(syncUp: syncUp)))
/// ```
///
/// Elements are pushed with `append`, popped with ``pop(from:)``, `popLast()` or `removeLast()`,
/// and reached by id with ``subscript(id:)``, which is how a stack element's actions find their
/// state however the stack has changed meanwhile. Ids come from the `stackElementID`
/// dependency.
public struct StackState<Element> {
  private var elements: OrderedDictionary<StackElementID, Element>
  /// The ids the stack reducer last saw on the stack, so that it can cancel the effects of
  /// elements another reducer removed. Not part of the value: equality, hashing and coding ignore
  /// it.
  ///
  /// It has storage of its own, updated in place by ``mountCurrentIDs()`` and
  /// ``unmountRemovedIDs()``: sharing the keys' storage would make the next push or pop copy them.
  private(set) var mountedIDs: OrderedSet<StackElementID> = []
  /// Counts the changes to which ids are on the stack (pushes, pops, removals, insertions), not
  /// the changes to an element's value, so that ``mountedIDsAreCurrent`` is answered without
  /// comparing the ids: twice per stack action, on stacks of any depth. Not part of the value
  /// either.
  private var structure = 0
  /// The ``structure`` at which ``mountedIDs`` were last made exactly the ids on the stack.
  private var mountedStructure = 0
  /// The lowest position whose id may have changed since ``mountedIDs`` were last made exactly
  /// the ids on the stack: below it, the two agree, so that keeping them in step costs what a push
  /// or pop changed, not the stack's depth. Not part of the value either.
  private var changedFrom = 0

  /// An empty stack.
  public init() {
    self.elements = [:]
  }

  /// A stack of the given elements, each given a new id.
  public init(_ elements: some Sequence<Element>) {
    self.init()
    self.append(contentsOf: elements)
  }

  /// The ids of the elements, from the bottom of the stack to the top.
  public var ids: OrderedSet<StackElementID> {
    self.elements.keys
  }

  /// The element with the given id, or `nil` when it is not on the stack.
  ///
  /// Setting `nil` removes the element. Setting an element at an id that is not on the stack
  /// pushes it with that id, which is how a test states which element it expects to be pushed:
  ///
  /// ```swift
  /// await store.send(\.path[id: 0].detail.startMeetingButtonTapped) {
  ///   $0.path[id: 1] = .record(RecordMeeting.State(syncUp: syncUp))
  /// }
  /// ```
  public subscript(id id: StackElementID) -> Element? {
    _read { yield self.elements[id] }
    _modify {
      // Setting `nil` removes the element and setting an absent id pushes one: the count says
      // which happened, without a second lookup.
      let count = self.elements.count
      defer {
        // An absent id is pushed on top; a removed element's position is gone by now. An
        // element's action changes neither, and pays one comparison.
        if self.elements.count != count {
          self.structureChanged(at: self.elements.count > count ? count : 0)
        }
      }
      yield &self.elements[id]
    }
  }

  /// The element with the given id, if it is in the given case of the stack's enum of features.
  ///
  /// ```swift
  /// state.path[id: id, case: \.detail]?.syncUp
  /// ```
  public subscript<Case>(id id: StackElementID, case path: CaseKeyPath<Element, Case>) -> Case?
  where Element: CasePathable {
    get { self[id: id].flatMap { $0[case: path] } }
    set {
      // As upstream, only the element's own case can be modified through it.
      guard self[id: id, case: path] != nil else {
        reportUnrelatedCaseModification(current: self[id: id])
        return
      }
      self[id: id] = newValue.map(path.callAsFunction)
    }
  }

  /// Pops the element with the given id and every element above it.
  public mutating func pop(from id: StackElementID) {
    guard let index = self.elements.index(forKey: id) else { return }
    self.elements.removeSubrange(index...)
    self.structureChanged(at: index)
  }

  /// Pops every element above the one with the given id.
  public mutating func pop(to id: StackElementID) {
    guard let index = self.elements.index(forKey: id), index + 1 < self.elements.count
    else { return }
    self.elements.removeSubrange((index + 1)...)
    self.structureChanged(at: index + 1)
  }

  /// Whether ``mountedIDs`` are exactly the ids on the stack: whether no id was pushed,
  /// popped or removed since they were made so. O(1).
  @usableFromInline
  var mountedIDsAreCurrent: Bool {
    self.mountedStructure == self.structure
  }

  /// Records a change to which ids are on the stack, from the given position up. Every mutation
  /// that adds or removes an id calls it; one that only changes an element's value does not.
  private mutating func structureChanged(at position: Int) {
    self.structure &+= 1
    self.changedFrom = Swift.min(self.changedFrom, position)
  }

  /// Adds the ids on the stack that ``mountedIDs`` lacks.
  ///
  /// The result is not marked current: it still holds the ids removed since, which
  /// ``unmountRemovedIDs()`` hands back, and its order may differ from the stack's.
  @usableFromInline
  mutating func mountCurrentIDs() {
    let ids = self.elements.keys
    self.mountedIDs.formUnion(ids[Swift.min(self.changedFrom, ids.count)...])
  }

  /// Makes ``mountedIDs`` equal to ``ids`` and returns the ids it drops: those of the elements
  /// removed since the stack reducer last saw the stack.
  ///
  /// The ids the two share at the bottom of the stack, and their storage, are kept.
  @usableFromInline
  mutating func unmountRemovedIDs() -> [StackElementID] {
    let ids = self.elements.keys
    var common = Swift.min(self.changedFrom, ids.count, self.mountedIDs.count)
    while common < ids.count, common < self.mountedIDs.count,
      ids[common] == self.mountedIDs[common]
    {
      common += 1
    }
    var removed: [StackElementID] = []
    if common < self.mountedIDs.count {
      removed = self.mountedIDs[common...].filter { !ids.contains($0) }
      self.mountedIDs.removeSubrange(common...)
    }
    if common < ids.count {
      self.mountedIDs.append(contentsOf: ids[common...])
    }
    self.mountedStructure = self.structure
    self.changedFrom = ids.count
    return removed
  }

  /// Puts an element on the stack with an id chosen elsewhere (by a `.push(id:state:)` action).
  mutating func push(_ element: Element, id: StackElementID) {
    let count = self.elements.count
    if self.elements.updateValue(element, forKey: id) == nil {
      self.structureChanged(at: count)
    }
  }

  /// Replaces elements with the given components, keeping their ids.
  mutating func replaceSubrange(
    _ subrange: Range<Int>, withComponents components: some Collection<Component>
  ) {
    self.elements.removeSubrange(subrange)
    for (offset, component) in components.enumerated() {
      self.elements.updateValue(
        component.element, forKey: component.id, insertingAt: subrange.lowerBound + offset
      )
    }
    self.structureChanged(at: subrange.lowerBound)
  }
}

extension StackState: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  public var startIndex: Int { self.elements.values.startIndex }

  public var endIndex: Int { self.elements.values.endIndex }

  public func index(after i: Int) -> Int { i + 1 }

  public func index(before i: Int) -> Int { i - 1 }

  public subscript(position: Int) -> Element {
    _read { yield self.elements.values[position] }
    _modify { yield &self.elements.values[position] }
  }

  /// Replaces elements; the new elements get new ids from the `stackElementID` dependency.
  public mutating func replaceSubrange(
    _ subrange: Range<Int>, with newElements: some Collection<Element>
  ) {
    @Dependency(\.stackElementID) var stackElementID
    self.elements.removeSubrange(subrange)
    for (offset, element) in newElements.enumerated() {
      self.elements.updateValue(
        element, forKey: stackElementID.next(), insertingAt: subrange.lowerBound + offset
      )
    }
    self.structureChanged(at: subrange.lowerBound)
  }

  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    self.elements.removeAll(keepingCapacity: keepCapacity)
    self.structureChanged(at: 0)
  }
}

extension StackState: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: Equatable where Element: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elements == rhs.elements
  }
}

extension StackState: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.elements)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: Decodable where Element: Decodable {
  /// Decodes the elements of a stack; they get new ids. In a recording (`_record(to:)`), which
  /// keeps the ids, elements keep the ids they were recorded with.
  public init(from decoder: any Decoder) throws {
    guard decoder.userInfo[.isRecording] as? Bool == true else {
      self.init(try [Element](from: decoder))
      return
    }
    self.init()
    for component in try [RecordedStackElement<Element>](from: decoder) {
      let id = StackElementID(generation: component.id)
      guard self.elements.updateValue(component.element, forKey: id) == nil else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: "The stack holds the element id \(component.id) twice."
          )
        )
      }
    }
    self.structureChanged(at: 0)
  }
}

extension StackState: Encodable where Element: Encodable {
  /// Encodes the elements of the stack, without their ids. In a recording (`_record(to:)`), each
  /// element is encoded with its id: `[{"element":…,"id":0}]`.
  public func encode(to encoder: any Encoder) throws {
    guard encoder.userInfo[.isRecording] as? Bool == true else {
      try Array(self.elements.values).encode(to: encoder)
      return
    }
    try self.elements.map { RecordedStackElement(id: $0.key.generation, element: $0.value) }
      .encode(to: encoder)
  }
}

/// An element of a stack and its id, as a recording codes them.
private struct RecordedStackElement<Element> {
  var id: Int
  var element: Element
}

extension RecordedStackElement: Encodable where Element: Encodable {}
extension RecordedStackElement: Decodable where Element: Decodable {}

extension StackState: CustomDumpReflectable {
  /// A stack dumps as its elements keyed by id: `[#0: .detail(…), #1: .record(…)]`.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      unlabeledChildren: self.elements.map { (key: $0.key, value: $0.value) },
      displayStyle: .dictionary
    )
  }
}

extension StackState: CustomStringConvertible, CustomDebugStringConvertible {
  public var description: String {
    Array(self.elements.values).description
  }

  public var debugDescription: String {
    "StackState(\(self.elements.map { "\($0.key.debugDescription): \($0.value)" }))"
  }
}
