/// How a cell's character is drawn: its attributes and colours.
public struct Style: Hashable, Sendable {
  public var isBold: Bool
  public var isDim: Bool
  public var isInverse: Bool
  public var isItalic: Bool
  public var foregroundColor: Color?
  public var backgroundColor: Color?

  public init(
    isBold: Bool = false, isDim: Bool = false, isInverse: Bool = false, isItalic: Bool = false,
    foregroundColor: Color? = nil, backgroundColor: Color? = nil
  ) {
    self.isBold = isBold
    self.isDim = isDim
    self.isInverse = isInverse
    self.isItalic = isItalic
    self.foregroundColor = foregroundColor
    self.backgroundColor = backgroundColor
  }

  /// The terminal's default look.
  public static let plain = Style()
}
