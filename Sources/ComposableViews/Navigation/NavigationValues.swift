/// The path of a ``NavigationStack`` driven by values: a binding to a ``NavigationPath`` or to a
/// collection of one `Hashable` type, or the path the stack keeps itself.
@MainActor
struct NavigationValues {
  /// The values, bottom first.
  let values: @MainActor () -> [AnyHashable]
  /// Appends a value; `false` if the path cannot hold one of its type.
  let append: @MainActor (AnyHashable) -> Bool
  /// Removes the last `k` values.
  let removeLast: @MainActor (_ k: Int) -> Void
  /// The name of the type the path holds, for the message of a value it cannot.
  let elementTypeName: String

  init(path: Binding<NavigationPath>) {
    values = { path.wrappedValue.elements }
    append = { value in
      path.wrappedValue.elements.append(value)
      return true
    }
    removeLast = { k in path.wrappedValue.removeLast(min(k, path.wrappedValue.count)) }
    elementTypeName = "NavigationPath"
  }

  init<Data>(path: Binding<Data>)
  where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
    values = { path.wrappedValue.map { AnyHashable($0) } }
    append = { value in
      guard let element = value.base as? Data.Element else { return false }
      path.wrappedValue.append(element)
      return true
    }
    removeLast = { k in path.wrappedValue.removeLast(min(k, path.wrappedValue.count)) }
    elementTypeName = EnclosingNavigationStack.typeName(Data.Element.self)
  }
}
