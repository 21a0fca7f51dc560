@_spi(Rendering) import ComposableViews

extension RenderPass {
  /// The nodes `build` makes with `style` around them: a foreground colour, bold (titles and the
  /// headline too), italics and a text case for their texts; disabled, their controls take no
  /// keys and are dimmed. A monospaced digit changes nothing: every cell is one column.
  func withStyle(_ style: ResolvedStyle, _ build: () -> [any LayoutNode]) -> [any LayoutNode] {
    let (outerStyle, outerTextCase, outerDisabled) = (inheritedStyle, inheritedTextCase, isDisabled)
    defer { (inheritedStyle, inheritedTextCase, isDisabled) = (outerStyle, outerTextCase, outerDisabled) }
    inheritedStyle = inheritedStyle.merging(
      Style(
        isBold: style.isBold || style.font?.isEmphasized == true, isDim: style.isDisabled,
        isItalic: style.isItalic, foregroundColor: style.foreground))
    inheritedTextCase = style.textCase ?? inheritedTextCase
    isDisabled = isDisabled || style.isDisabled
    return build()
  }
}
