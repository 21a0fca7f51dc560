/// A control that raises or lowers a value one step at a time, drawn as `Length: 5 [-|+]`.
///
/// While focused, `+` or → increments and `-` or ← decrements:
///
/// ```swift
/// Stepper("Length: \(store.syncUp.minutes) min", value: $store.syncUp.minutes, in: 5...30)
/// ```
public struct Stepper: View, PrimitiveView {
  let title: String
  let onIncrement: (@MainActor () -> Void)?
  let onDecrement: (@MainActor () -> Void)?

  /// A stepper that calls `onIncrement` and `onDecrement`.
  public init(
    _ title: some StringProtocol,
    onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?
  ) {
    self.title = String(title)
    self.onIncrement = onIncrement
    self.onDecrement = onDecrement
  }

  /// A stepper that moves `value` by `step`, staying within `bounds`.
  public init<Value: Strideable>(
    _ title: some StringProtocol, value: Binding<Value>, in bounds: ClosedRange<Value>,
    step: Value.Stride = 1
  ) {
    self.init(
      title,
      onIncrement: { value.wrappedValue = min(bounds.upperBound, value.wrappedValue.advanced(by: step)) },
      onDecrement: { value.wrappedValue = max(bounds.lowerBound, value.wrappedValue.advanced(by: -step)) }
    )
  }

  /// A stepper that moves `value` by `step`, without bounds.
  public init<Value: Strideable>(_ title: some StringProtocol, value: Binding<Value>, step: Value.Stride = 1) {
    self.init(
      title,
      onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
      onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    )
  }

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    views.append(ResolvedView(id: path, kind: .stepper(title: title, onIncrement: onIncrement, onDecrement: onDecrement)))
  }
}
