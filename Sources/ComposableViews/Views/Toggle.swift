/// A switch between on and off, flipped with Enter or Space while focused.
///
/// ```swift
/// Toggle("Notifications", isOn: Binding(get: { store.isOn }, set: { store.isOn = $0 }))
/// ```
///
/// Drawn as `[x] Notifications` or `[ ] Notifications`.
public struct Toggle: View, PrimitiveView {
  let title: String
  let isOn: Binding<Bool>

  /// A toggle titled `title` that reads and writes `isOn`.
  public init(_ title: some StringProtocol, isOn: Binding<Bool>) {
    self.title = String(title)
    self.isOn = isOn
  }

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    views.append(ResolvedView(id: path, kind: .toggle(title: title, isOn: isOn)))
  }
}
