/// A control that performs an action when activated: with Enter (or Space) while focused,
/// or with its `key` from anywhere on the screen.
///
/// <!-- snippet: group doc-counter; given store: StoreOf<CounterFeature> -->
/// ```swift
/// Button("Get fact", key: "f") { store.send(.factButtonTapped) }
/// ```
///
/// Drawn as `[ Get fact (f) ]`, highlighted while focused; a ``ButtonRole`` colours it.
public struct Button: View, PrimitiveView {
  let title: String
  let role: ButtonRole?
  let key: Key?
  let action: @MainActor () -> Void

  /// A button titled `title` that calls `action`; `key`, if given, presses it from anywhere.
  public init(
    _ title: some StringProtocol, role: ButtonRole? = nil, key: Key? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.title = String(title)
    self.role = role
    self.key = key
    self.action = action
  }

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    views.append(ResolvedView(id: path, kind: .button(ResolvedButton(title: title, role: role, key: key, action: action))))
  }
}
