import IdentifiedCollections

extension RangeReplaceableCollection {
  /// A collection of shared elements, one per element of a shared identified collection, each
  /// reading and writing its element in the shared collection.
  ///
  /// ```swift
  /// for syncUp in Array(state.$syncUps) { … }
  /// ```
  public init<Value: _MutableIdentifiedCollection>(_ shared: Shared<Value>)
  where Element == Shared<Value.Element>, Value.Index == Value.IDs.Index {
    self.init(
      shared.wrappedValue.ids.compactMap { id in
        Shared<Value.Element>(shared[dynamicMember: \Value.[id: id]])
      }
    )
  }

  /// A collection of shared readers, one per element of a shared identified collection.
  public init<Value: _IdentifiedCollection>(_ shared: SharedReader<Value>)
  where Element == SharedReader<Value.Element>, Value.Index == Value.IDs.Index {
    self.init(
      shared.wrappedValue.ids.compactMap { id in
        SharedReader<Value.Element>(shared[dynamicMember: \Value.[id: id]])
      }
    )
  }
}

extension Shared where Value: _MutableIdentifiedCollection, Value.Index == Value.IDs.Index {
  /// The shared elements of a shared identified collection, each reading and writing its element.
  ///
  /// ```swift
  /// for syncUp in state.$syncUps.elements { … }
  /// ```
  public var elements: some RandomAccessCollection<Shared<Value.Element>> {
    Array(self)
  }
}
