extension Style {
  /// This style with `other`'s attributes added on top; `other`'s colours win where it has them.
  func merging(_ other: Style) -> Style {
    Style(
      isBold: isBold || other.isBold,
      isDim: isDim || other.isDim,
      isInverse: isInverse || other.isInverse,
      foregroundColor: other.foregroundColor ?? foregroundColor,
      backgroundColor: other.backgroundColor ?? backgroundColor
    )
  }

  /// The SGR sequence that resets the pen and then selects exactly this style.
  var selectGraphicRendition: String {
    var parameters = ["0"]
    if isBold { parameters.append("1") }
    if isDim { parameters.append("2") }
    if isInverse { parameters.append("7") }
    if let foregroundColor { parameters.append(String(foregroundColor.foregroundCode)) }
    if let backgroundColor { parameters.append(String(backgroundColor.foregroundCode + 10)) }
    return "\u{1B}[" + parameters.joined(separator: ";") + "m"
  }
}
