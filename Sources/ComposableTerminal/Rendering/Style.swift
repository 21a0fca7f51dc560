/// How a cell's character is drawn: its attributes and colours.
public struct Style: Hashable, Sendable {
  public var isBold: Bool
  public var isDim: Bool
  public var isInverse: Bool
  public var foregroundColor: Color?
  public var backgroundColor: Color?

  public init(
    isBold: Bool = false, isDim: Bool = false, isInverse: Bool = false,
    foregroundColor: Color? = nil, backgroundColor: Color? = nil
  ) {
    self.isBold = isBold
    self.isDim = isDim
    self.isInverse = isInverse
    self.foregroundColor = foregroundColor
    self.backgroundColor = backgroundColor
  }

  /// The terminal's default look.
  public static let plain = Style()

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
