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
/// The runtime redraws the screen a few times a second while a spinner is visible. A bar
/// takes the width its stack gives it and ends with the percentage: `[█████░░░░░] 50%`.
public struct ProgressView: View, PrimitiveView {
  let label: String?
  /// The fraction done, from 0 to 1; `nil` for a spinner.
  let fraction: Double?

  static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

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

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    guard let fraction else { return [spinner(pass: pass)] }
    let label = self.label.map { $0 + " " } ?? ""
    let percent = " \(Int((fraction * 100).rounded(.down)))%"
    return [LeafNode(
      flexibility: Flexibility(horizontal: true, vertical: false),
      measure: { width in Size(width: min(width, label.terminalWidth + 12 + percent.count), height: 1) },
      render: { rect, pass in
        let x = rect.x + pass.screen.draw(label, x: rect.x, y: rect.y, limit: rect.maxX, style: .plain)
        let barWidth = max(0, rect.maxX - x - 2 - percent.count)
        let filled = Int((Double(barWidth) * fraction).rounded(.down))
        let bar = "[" + String(repeating: "█", count: filled)
          + String(repeating: "░", count: barWidth - filled) + "]" + percent
        pass.screen.draw(bar, x: x, y: rect.y, limit: rect.maxX, style: .plain)
      }
    )]
  }

  private func spinner(pass: RenderPass) -> any LayoutNode {
    pass.isAnimating = true
    let text = label.map { " " + $0 } ?? ""
    let frame = Self.frames[pass.animationFrame % Self.frames.count]
    return LeafNode(
      measure: { width in Size(width: min(width, 1 + text.terminalWidth), height: 1) },
      render: { rect, pass in
        pass.screen.draw(String(frame), x: rect.x, y: rect.y, limit: rect.maxX, style: Style(isBold: true))
        pass.screen.draw(text, x: rect.x + 1, y: rect.y, limit: rect.maxX, style: .plain)
      }
    )
  }
}
