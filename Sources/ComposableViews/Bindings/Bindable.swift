/// Makes bindings to the fields of an object, as SwiftUI's `@Bindable` does: most often a
/// store whose feature's action is a `BindableAction`.
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
/// Writing through `$store.title` sends `.binding(.set(\.title, newValue))`. For a field of
/// a feature without binding actions, name the action that sets it:
/// `$store.title.sending(\.titleChanged)`.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject> {
  /// The object the bindings read and write.
  public var wrappedValue: Value

  /// Bindings to the fields of `wrappedValue`.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Bindings to the fields of `wrappedValue`, outside a property: `Bindable(store).title`.
  public init(_ wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// What `$store` stands for: the source of `$store.field` bindings.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to a settable field of the object.
  // Disfavored so that a store's own bindings (binding actions) win over setting through the
  // store's settable dynamic members, which would reach the same action less directly.
  @_disfavoredOverload
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}
