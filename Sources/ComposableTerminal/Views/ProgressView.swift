/// An indeterminate activity indicator: a spinner, with an optional label after it.
///
/// ```swift
/// if store.isLoading {
///   ProgressView("Loading fact…")
/// }
/// ```
///
/// The runtime redraws the screen a few times a second while a spinner is visible.
public struct ProgressView: View, PrimitiveView {
  let label: String?

  static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// A spinner alone.
  public init() {
    self.label = nil
  }

  /// A spinner followed by `label`.
  public init(_ label: some StringProtocol) {
    self.label = String(label)
  }

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    pass.isAnimating = true
    let text = label.map { " " + $0 } ?? ""
    let frame = Self.frames[pass.animationFrame % Self.frames.count]
    return [LeafNode(
      measure: { width in Size(width: min(width, 1 + text.terminalWidth), height: 1) },
      render: { rect, pass in
        pass.screen.draw(String(frame), x: rect.x, y: rect.y, limit: rect.maxX, style: Style(isBold: true))
        pass.screen.draw(text, x: rect.x + 1, y: rect.y, limit: rect.maxX, style: .plain)
      }
    )]
  }
}
