/// An action type with a case that holds ``BindingAction``s, so that a user interface can set
/// fields of the feature's state directly.
///
/// <!-- snippet: group doc-syncups -->
/// ```swift
/// @Reducer
/// struct SyncUpForm {
///   @ObservableState
///   struct State: Equatable { var syncUp: SyncUp }
///   enum Action: BindableAction {
///     case binding(BindingAction<State>)
///   }
///   var body: some ReducerOf<Self> {
///     BindingReducer()
///   }
/// }
/// ```
public protocol BindableAction {
  /// The state the binding actions set.
  associatedtype State

  /// Embeds a binding action in this action type.
  static func binding(_ action: BindingAction<State>) -> Self

  /// The binding action this action holds, if any.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// The binding action in the `binding` case, found with a case path made once per action type.
  public var binding: BindingAction<State>? {
    BindingCasePaths.casePath(of: Self.self, isDefaultBindingRead: true).extract(from: self)
  }

  /// An action that sets the field at `keyPath` to `value`: `.set(\.title, "Engineering")`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: _SendableWritableKeyPath<State, Value>,
    _ value: Value
  ) -> Self {
    self.binding(.set(keyPath, value))
  }
}
