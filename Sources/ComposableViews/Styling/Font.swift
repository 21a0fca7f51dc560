/// A text style, by SwiftUI's names: a browser draws each at its size and weight, a terminal
/// (one size of character) draws the titles and the headline in bold.
///
/// ```swift
/// let date = Text("Mar 2, 2026 at 9:41").font(.headline)
/// ```
public struct Font: Hashable, Sendable {
  /// SwiftUI's text styles, from the largest.
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2
  }

  /// The style this font draws.
  @_spi(Rendering) public let textStyle: TextStyle

  /// The font of `style`.
  public static func system(_ style: TextStyle) -> Font { Font(textStyle: style) }

  public static let largeTitle = Font(textStyle: .largeTitle)
  public static let title = Font(textStyle: .title)
  public static let title2 = Font(textStyle: .title2)
  public static let title3 = Font(textStyle: .title3)
  public static let headline = Font(textStyle: .headline)
  public static let subheadline = Font(textStyle: .subheadline)
  public static let body = Font(textStyle: .body)
  public static let callout = Font(textStyle: .callout)
  public static let footnote = Font(textStyle: .footnote)
  public static let caption = Font(textStyle: .caption)
  public static let caption2 = Font(textStyle: .caption2)

  /// Whether it stands out from body text where sizes cannot show it: the titles and the
  /// headline, drawn bold by a terminal.
  @_spi(Rendering) public var isEmphasized: Bool {
    switch textStyle {
    case .largeTitle, .title, .title2, .title3, .headline: true
    case .subheadline, .body, .callout, .footnote, .caption, .caption2: false
    }
  }
}
