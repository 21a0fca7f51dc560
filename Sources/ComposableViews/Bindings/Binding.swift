/// A read-write reference to a value owned elsewhere, such as a field of a store's state.
///
/// Controls such as ``Toggle`` and ``TextField`` read and write through a binding. Views get
/// bindings to a store's state as in SwiftUI, from a ``Bindable`` store:
///
/// ```swift
/// struct SyncUpFormView: View {
///   @Bindable var store: StoreOf<SyncUpForm>
///
///   var body: some View {
///     TextField("Title", text: $store.syncUp.title)
///   }
/// }
/// ```
///
/// A binding to a value's field is written `$binding.field`; a binding can also be made from
/// two closures: `Binding(get: { store.title }, set: { store.send(.titleChanged($0)) })`.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let get: @MainActor () -> Value
  private let set: @MainActor (Value) -> Void

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// The binding passed to a view's `@Binding` property.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
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

  /// The binding itself, so that a view's `@Binding var title: String` hands on `$title`.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a field of the value: writing it writes the whole value back with the field
  /// changed.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { newValue in
        var value = self.wrappedValue
        value[keyPath: keyPath] = newValue
        self.wrappedValue = value
      }
    )
  }
}
