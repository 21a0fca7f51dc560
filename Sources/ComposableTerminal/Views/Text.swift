/// A run of text, wrapped at word boundaries to the width it is given.
///
/// <!-- snippet: group doc-counter; given store: StoreOf<CounterFeature>, error: String -->
/// ```swift
/// Text("\(store.count)").bold()
/// Text(error).foregroundColor(.red)
/// ```
public struct Text: View, PrimitiveView {
  let content: String
  var style: Style

  /// Text drawn as given, in the terminal's default style.
  public init(_ content: some StringProtocol) {
    self.content = String(content)
    self.style = .plain
  }

  /// Drawn in bold (bright on many terminals).
  public func bold(_ isActive: Bool = true) -> Text {
    with { $0.isBold = $0.isBold || isActive }
  }

  /// Drawn dimmed, for secondary information.
  public func dim(_ isActive: Bool = true) -> Text {
    with { $0.isDim = $0.isDim || isActive }
  }

  /// Drawn with foreground and background swapped.
  public func inverse(_ isActive: Bool = true) -> Text {
    with { $0.isInverse = $0.isInverse || isActive }
  }

  /// Drawn in the given colour; `nil` keeps the terminal's default.
  public func foregroundColor(_ color: Color?) -> Text {
    with { $0.foregroundColor = color }
  }

  private func with(_ change: (inout Style) -> Void) -> Text {
    var copy = self
    change(&copy.style)
    return copy
  }

  func makeNodes(path: ViewPath, pass: RenderPass) -> [any LayoutNode] {
    [Self.node(content, style: style)]
  }

  static func node(_ content: String, style: Style) -> LeafNode {
    LeafNode(
      measure: { width in
        let lines = TextWrapping.lines(content, width: width)
        return Size(width: lines.map(\.terminalWidth).max() ?? 0, height: lines.count)
      },
      render: { rect, pass in
        for (offset, line) in TextWrapping.lines(content, width: rect.width).prefix(rect.height).enumerated() {
          pass.screen.draw(line, x: rect.x, y: rect.y + offset, limit: rect.maxX, style: style)
        }
      }
    )
  }
}
