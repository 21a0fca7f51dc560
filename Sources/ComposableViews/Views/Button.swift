/// A control that performs an action when activated: with Enter (or Space) while focused,
/// or with its `key` from anywhere on the screen.
///
/// <!-- snippet: group doc-counter; given store: StoreOf<CounterFeature> -->
/// ```swift
/// Button("Get fact", key: "f") { store.send(.factButtonTapped) }
/// ```
///
/// Drawn as `[ Get fact (f) ]`, highlighted while focused; a ``ButtonRole`` colours it.
///
/// As in SwiftUI, a button's label can be views of your own:
///
/// <!-- snippet: group doc-counter; given store: StoreOf<CounterFeature> -->
/// ```swift
/// Button {
///   store.send(.incrementButtonTapped)
/// } label: {
///   Label("Increment", systemImage: "plus")
/// }
/// ```
public struct Button: View, PrimitiveView {
  let title: String
  /// The views a button made with ``init(role:action:label:)`` shows instead of its title.
  let label: TupleView?
  let role: ButtonRole?
  let key: Key?
  let action: @MainActor () -> Void

  /// A button titled `title` that calls `action`; `key`, if given, presses it from anywhere.
  public init(
    _ title: some StringProtocol, role: ButtonRole? = nil, key: Key? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.title = String(title)
    self.label = nil
    self.role = role
    self.key = key
    self.action = action
  }

  /// A button showing `label` that calls `action`: SwiftUI's `Button(action:label:)`, also
  /// written `Button { … } label: { … }`. A terminal draws the label's text and glyphs in
  /// brackets; a browser draws the label's views inside the button.
  public init(
    role: ButtonRole? = nil, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> TupleView
  ) {
    self.title = ""
    self.label = label()
    self.role = role
    self.key = nil
    self.action = action
  }

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    let label = self.label.map { ResolvedView.resolve($0, at: path.appending("label")) } ?? []
    let title = self.label == nil ? title : ResolvedView.text(of: label)
    let button = ResolvedButton(title: title, label: label, role: role, key: key, action: action)
    views.append(ResolvedView(id: path, kind: .button(button)))
  }
}
