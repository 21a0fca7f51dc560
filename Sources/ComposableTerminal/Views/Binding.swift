/// A read-write reference to a value owned elsewhere, such as a field of a store's state.
///
/// Controls such as ``Toggle`` and ``TextField`` read and write through a binding:
///
/// ```swift
/// TextField("Title", text: Binding(
///   get: { store.title },
///   set: { store.send(.titleChanged($0)) }
/// ))
/// ```
@MainActor
public struct Binding<Value> {
  private let get: @MainActor () -> Value
  private let set: @MainActor (Value) -> Void

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// A binding that always reads `value` and ignores writes.
  public static func constant(_ value: Value) -> Binding {
    Binding(get: { value }, set: { _ in })
  }

  /// The value: reading calls `get`, assigning calls `set`.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }
}
