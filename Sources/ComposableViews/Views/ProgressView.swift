/// An activity indicator: a spinner while the work's progress is unknown, or a bar filled
/// to a fraction, each with an optional label before it.
///
/// ```swift
/// if store.isLoading {
///   ProgressView("Loading fact…")
/// }
/// ProgressView("Speaker 2 of 4", value: Double(store.secondsElapsed), total: 60)
/// ```
///
/// The terminal redraws the screen a few times a second while a spinner is visible. A bar
/// takes the width its stack gives it and ends with the percentage: `[█████░░░░░] 50%`.
public struct ProgressView: View, PrimitiveView {
  let label: String?
  /// The fraction done, from 0 to 1; `nil` for a spinner.
  let fraction: Double?
  /// Made by a style from its configuration: drawn as is, not through the style again.
  var isStyled = false

  /// A spinner alone.
  public init() {
    self.label = nil
    self.fraction = nil
  }

  /// A spinner followed by `label`.
  public init(_ label: some StringProtocol) {
    self.label = String(label)
    self.fraction = nil
  }

  /// A bar filled to `value` out of `total`; a spinner when `value` is `nil`.
  public init<Value: BinaryFloatingPoint>(value: Value?, total: Value = 1.0) {
    self.label = nil
    self.fraction = value.map { Self.fraction($0, of: total) }
  }

  /// A bar filled to `value` out of `total` after `label`; a spinner when `value` is `nil`.
  public init<Value: BinaryFloatingPoint>(_ label: some StringProtocol, value: Value?, total: Value = 1.0) {
    self.label = String(label)
    self.fraction = value.map { Self.fraction($0, of: total) }
  }

  private static func fraction<Value: BinaryFloatingPoint>(_ value: Value, of total: Value) -> Double {
    guard total > 0, !value.isNaN else { return 0 }
    return min(1, max(0, Double(value / total)))
  }

  /// The progress view a ``ProgressViewStyle`` draws from, drawn in the host's own style.
  public init(_ configuration: ProgressViewStyleConfiguration) {
    self.label = configuration.label
    self.fraction = configuration.fractionCompleted
    self.isStyled = true
  }

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    if !isStyled, let style = EnvironmentValues.current.progressViewStyle {
      let configuration = ProgressViewStyleConfiguration(fractionCompleted: fraction, label: label)
      ResolvedView.append(Self.body(of: style, configuration), at: path, to: &views)
      return
    }
    views.append(ResolvedView(id: path, kind: .progress(label: label, fraction: fraction)))
  }

  private static func body(
    of style: some ProgressViewStyle, _ configuration: ProgressViewStyleConfiguration
  ) -> any View {
    style.makeBody(configuration: configuration)
  }
}
