extension Style {
  /// This style with `other`'s attributes added on top; `other`'s colours win where it has them.
  func merging(_ other: Style) -> Style {
    Style(
      isBold: isBold || other.isBold,
      isDim: isDim || other.isDim,
      isInverse: isInverse || other.isInverse,
      isItalic: isItalic || other.isItalic,
      foregroundColor: other.foregroundColor ?? foregroundColor,
      backgroundColor: other.backgroundColor ?? backgroundColor
    )
  }

  /// The SGR sequence that resets the pen and then selects exactly this style, with colours
  /// given by components drawn as the nearest named colours.
  var selectGraphicRendition: String {
    selectGraphicRendition(trueColor: false)
  }

  /// The SGR sequence that resets the pen and then selects exactly this style; `trueColor`
  /// draws colours given by components as 24-bit colours.
  func selectGraphicRendition(trueColor: Bool) -> String {
    var parameters = ["0"]
    if isBold { parameters.append("1") }
    if isDim { parameters.append("2") }
    if isItalic { parameters.append("3") }
    if isInverse { parameters.append("7") }
    if let foregroundColor {
      parameters.append(foregroundColor.sgrParameters(background: false, trueColor: trueColor))
    }
    if let backgroundColor {
      parameters.append(backgroundColor.sgrParameters(background: true, trueColor: trueColor))
    }
    return "\u{1B}[" + parameters.joined(separator: ";") + "m"
  }
}
