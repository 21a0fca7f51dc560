import OrderedCollections

extension Store {
  /// Derives a store for each element of an identified collection: the same as
  /// `scope(state:action:)`, spelled with the key path first.
  ///
  /// ```swift
  /// for rowStore in store.scope(\.rows, action: \.rows) {
  ///   RowView(store: rowStore)
  /// }
  /// ```
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    _ state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some RandomAccessCollection<Store<ElementState, ElementAction>> {
    self.scope(
      state: state, action: action, fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Derives a store for each element of an identified collection, for a user interface that
  /// lists rows.
  ///
  /// ```swift
  /// for rowStore in store.scope(state: \.rows, action: \.rows) {
  ///   RowView(store: rowStore)
  /// }
  /// ```
  ///
  /// An element keeps its store for as long as it is in the collection, however the collection
  /// is reordered, so a view can tell rows apart by store identity. Stores of removed elements
  /// are released the next time the collection is scoped.
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some RandomAccessCollection<Store<ElementState, ElementAction>> {
    self.reportIfUncached(
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    let id = ScopeID(state: state, action: action)
    let stores: ElementStores<ElementID, ElementState, ElementAction>
    if let cached = self.children[id] as? ElementStores<ElementID, ElementState, ElementAction> {
      stores = cached
    } else {
      stores = ElementStores(parent: self.core, state: state, action: AnyCasePath.resolved(action))
      self.children[id] = stores
    }
    self.core.trackStateAccess()
    let elements = self.core.state[keyPath: state]
    stores.release(keeping: elements.ids)
    return _StoreCollection(elements: elements, stores: stores)
  }
}

/// The stores of a collection's elements, by element id.
@MainActor
final class ElementStores<ID: Hashable & Sendable, ElementState, ElementAction> {
  private let makeStore: (ID, ElementState) -> Store<ElementState, ElementAction>
  private var stores: [ID: Store<ElementState, ElementAction>] = [:]

  init<RootState, RootAction>(
    parent: any StoreCore<RootState, RootAction>,
    state: KeyPath<RootState, IdentifiedArray<ID, ElementState>>,
    action: AnyCasePath<RootAction, IdentifiedAction<ID, ElementAction>>
  ) {
    self.makeStore = { id, element in
      // A removed element's store keeps reading the element's last state, so that a view still
      // on screen while the row goes away never crashes.
      let lastElement = LastElement(element)
      return Store(
        core: parent.scoped(
          toState: { root in
            guard let element = root[keyPath: state][id: id] else {
              return lastElement.value
            }
            lastElement.value = element
            return element
          },
          fromAction: { action.embed(.element(id: id, action: $0)) }
        )
      )
    }
  }

  func store(id: ID, element: ElementState) -> Store<ElementState, ElementAction> {
    if let store = self.stores[id] { return store }
    let store = self.makeStore(id, element)
    self.stores[id] = store
    return store
  }

  func release(keeping ids: OrderedSet<ID>) {
    guard self.stores.count > 0 else { return }
    self.stores = self.stores.filter { ids.contains($0.key) }
  }
}

/// The last state an element store read, kept for when the element is gone.
private final class LastElement<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// The element stores of an identified collection, as returned by `Store.scope(state:action:)`
/// for an `IdentifiedArray`.
public struct _StoreCollection<ID: Hashable & Sendable, State, Action>: RandomAccessCollection {
  private let elements: IdentifiedArray<ID, State>
  private let stores: ElementStores<ID, State, Action>

  init(elements: IdentifiedArray<ID, State>, stores: ElementStores<ID, State, Action>) {
    self.elements = elements
    self.stores = stores
  }

  public var startIndex: Int { self.elements.startIndex }

  public var endIndex: Int { self.elements.endIndex }

  /// The store of the element at `position`. Must be called on the main actor, like every
  /// store operation.
  public subscript(position: Int) -> Store<State, Action> {
    let id = self.elements.ids[position]
    let element = UncheckedSendable(self.elements[position])
    let stores = self.stores
    return MainActor.assumeIsolated {
      stores.store(id: id, element: element.value)
    }
  }
}
