extension RenderPass {
  /// A progress bar filled to `fraction` and ending with the percentage, or a spinner that
  /// keeps the frames coming while it is on screen.
  func progressNode(label: String?, fraction: Double?) -> any LayoutNode {
    guard let fraction else { return spinnerNode(label: label) }
    let label = label.map { $0 + " " } ?? ""
    let percent = " \(Int((fraction * 100).rounded(.down)))%"
    return LeafNode(
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
    )
  }

  private func spinnerNode(label: String?) -> any LayoutNode {
    isAnimating = true
    let text = label.map { " " + $0 } ?? ""
    let frame = Self.spinnerFrames[animationFrame % Self.spinnerFrames.count]
    return LeafNode(
      measure: { width in Size(width: min(width, 1 + text.terminalWidth), height: 1) },
      render: { rect, pass in
        pass.screen.draw(String(frame), x: rect.x, y: rect.y, limit: rect.maxX, style: Style(isBold: true))
        pass.screen.draw(text, x: rect.x + 1, y: rect.y, limit: rect.maxX, style: .plain)
      }
    )
  }

  /// The spinner's frames, one per animation tick.
  static let spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
}
