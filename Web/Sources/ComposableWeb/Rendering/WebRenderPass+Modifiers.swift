@_spi(Rendering) import ComposableViews

// The modifiers that style what is inside a view, as CSS its children inherit: a box that takes
// no room of its own (`display:contents`) carries the colour, weight, tint and font, and names
// the button style and the font for the stylesheet.
extension WebRenderPass {
  static func attributes(of style: ResolvedStyle) -> [String: String] {
    var css = ["display:contents"]
    var classes = ["styled"]
    if let color = style.foreground {
      css.append("color:" + WebStyle.css(color))
      // Buttons take the colour too, instead of the tint.
      classes.append("foreground")
    }
    if let tint = style.tint {
      css.append("--tint:" + WebStyle.css(tint))
      if let text = WebStyle.readableText(on: tint) { css.append("--on-tint:" + text) }
    }
    if style.isBold { css.append("font-weight:bold") }
    if style.isItalic { css.append("font-style:italic") }
    if style.isMonospacedDigit { css.append("font-variant-numeric:tabular-nums") }
    switch style.textCase {
    case .uppercase?: css.append("text-transform:uppercase")
    case .lowercase?: css.append("text-transform:lowercase")
    case nil: break
    }
    if style.isDisabled {
      css.append("opacity:.5")
      classes.append("disabled")
    }
    var attributes = ["class": classes.joined(separator: " "), "style": css.joined(separator: ";")]
    if let font = style.font { attributes["data-font"] = "\(font.textStyle)" }
    if let buttonStyle = style.buttonStyle { attributes["data-button-style"] = "\(buttonStyle)" }
    return attributes
  }

  /// A segmented picker: a radio group of buttons, one per option, that choose it.
  static func segmented(
    _ title: String, _ labels: [String], selected: [Bool], choose: @escaping @MainActor (Int) -> Void
  ) -> HTMLNode {
    let choose = MainActorValue(choose)
    let segments = labels.enumerated().map { index, label in
      HTMLNode.element(
        "button", ["type": "button", "role": "radio", "aria-checked": selected[index] ? "true" : "false"],
        children: [.text(label)]
      )
      .on(.click) { _ in choose.value(index) }
    }
    return .element(
      "label", ["class": "picker"],
      children: [
        .element("span", children: [.text(title)]),
        .element("div", ["class": "segmented", "role": "radiogroup", "aria-label": title], children: segments),
      ])
  }

  /// A frame's bounds: widths in characters, heights in lines, as the terminal's cells; an
  /// infinite maximum takes the room of the stack it is in.
  func attributes(of frame: ResolvedFrame) -> [String: String] {
    var css = ["display:flex", "justify-content:center", "align-items:center", "text-align:center"]
    var classes = ["frame"]
    if let width = frame.minWidth, width != .max { css.append("min-width:\(width)ch") }
    if frame.fillsWidth {
      css.append(axis == .horizontal ? "flex:1 1 auto" : "align-self:stretch")
      classes.append("fills-width")
    } else {
      css.append("width:fit-content")
      if let width = frame.maxWidth { css.append("max-width:\(width)ch") }
    }
    if let height = frame.minHeight, height != .max { css.append("min-height:\(height)lh") }
    if frame.fillsHeight {
      css.append(axis == .vertical ? "flex:1 1 auto" : "align-self:stretch")
    } else if let height = frame.maxHeight {
      css.append("max-height:\(height)lh;overflow:hidden")
    }
    return ["class": classes.joined(separator: " "), "style": css.joined(separator: ";")]
  }
}
