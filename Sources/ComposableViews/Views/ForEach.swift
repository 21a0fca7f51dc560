import Foundation

/// One view per element of a collection, identified by the elements' ids, so each keeps its
/// own focus and state when the collection changes.
///
/// Works over any random-access collection of identifiable elements, such as an
/// `IdentifiedArrayOf<Item>`:
///
/// ```swift
/// List(selection: Binding(get: { store.selection }, set: { store.selection = $0 })) {
///   ForEach(store.items) { item in
///     Text(item.title)
///   }
/// }
/// ```
///
/// Inside a ``List`` each element is one row, selectable by its id, and only the rows on
/// screen are built.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable>: View, PrimitiveView {
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let content: @MainActor (Data.Element) -> TupleView
  /// What ``onDelete(perform:)`` and ``onMove(perform:)`` set.
  var deleteAction: (@MainActor (IndexSet) -> Void)?
  var moveAction: (@MainActor (IndexSet, Int) -> Void)?

  /// One view per element, identified by the value at `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping @MainActor (Data.Element) -> TupleView
  ) {
    self.data = data
    self.id = id
    self.content = content
  }

  /// One view per element, identified by the elements' own `id`.
  public init(
    _ data: Data, @ViewBuilder content: @escaping @MainActor (Data.Element) -> TupleView
  ) where Data.Element: Identifiable, ID == Data.Element.ID {
    self.init(data, id: \.id, content: content)
  }

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    let (data, id, content, rows) = (self.data, self.id, self.content, self)
    // A host may resolve an element later in the frame (a lazy list): it gets this environment
    // and the context (the enclosing navigation stack) the `ForEach` was resolved in.
    let environment = EnvironmentValues.current
    let context = ResolutionContext.current
    ViewLocalStorage.current?.retainUnresolved(under: path) {
      Set(data.map { AnyHashable($0[keyPath: id]) })
    }
    let forEach = ResolvedForEach(
      count: data.count,
      id: { AnyHashable(data[data.index(data.startIndex, offsetBy: $0)][keyPath: id]) },
      content: { index in
        let element = data[data.index(data.startIndex, offsetBy: index)]
        return context.restore {
          EnvironmentValues.with(environment) {
            ResolvedView.resolve(
              rows.editableRow(content(element), at: index, of: data.count),
              at: path.appending(AnyHashable(element[keyPath: id])))
          }
        }
      }
    )
    views.append(ResolvedView(id: path, kind: .forEach(forEach)))
  }
}
