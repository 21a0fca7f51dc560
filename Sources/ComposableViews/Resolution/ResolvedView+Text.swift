extension ResolvedView {
  /// The texts, symbol glyphs and button titles of `views`, joined by spaces: what a host that
  /// draws only text shows for a button's label, and a picker option's label.
  @_spi(Rendering)
  public static func text(of views: [ResolvedView]) -> String {
    views.map { view -> String in
      switch view.kind {
      case let .text(text, _): text
      case let .symbol(symbol): symbol.glyph
      case let .button(button): button.title
      case let .stack(_, _, _, children), let .zStack(_, children), let .padding(_, _, children), let .background(_, children),
        let .border(_, children), let .styled(_, children), let .frame(_, children):
        text(of: children)
      default: ""
      }
    }
    .filter { !$0.isEmpty }
    .joined(separator: " ")
  }
}
