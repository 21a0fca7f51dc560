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
  /// What the text's own `font(_:)` and `monospacedDigit()` set, drawn as a styled view around it.
  var environment = ResolvedStyle()

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

  /// Drawn in italics.
  public func italic(_ isActive: Bool = true) -> Text {
    with { $0.isItalic = $0.isItalic || isActive }
  }

  /// Drawn with digits of equal width, so that a changing number keeps its width: a browser's
  /// tabular figures. A terminal's digits always are.
  public func monospacedDigit() -> Text {
    var copy = self
    copy.environment.isMonospacedDigit = true
    return copy
  }

  /// Drawn with foreground and background swapped.
  public func inverse(_ isActive: Bool = true) -> Text {
    with { $0.isInverse = $0.isInverse || isActive }
  }

  /// Drawn in the given colour; `nil` keeps the terminal's default.
  public func foregroundColor(_ color: Color?) -> Text {
    with { $0.foregroundColor = color }
  }

  /// Drawn in the given colour, as ``foregroundColor(_:)``: SwiftUI's newer name.
  public func foregroundStyle(_ color: Color) -> Text {
    with { $0.foregroundColor = color }
  }

  /// Drawn in `font`: at its size in a browser; a terminal draws the titles and the headline
  /// in bold. `nil` keeps the font of the text's container.
  public func font(_ font: Font?) -> Text {
    var copy = self
    copy.environment.font = font
    return copy
  }

  private func with(_ change: (inout Style) -> Void) -> Text {
    var copy = self
    change(&copy.style)
    return copy
  }

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    let text = ResolvedView(id: path, kind: .text(content, style: style))
    guard environment != ResolvedStyle() else { return views.append(text) }
    views.append(ResolvedView(id: path, kind: .styled(environment, content: [text])))
  }
}

extension Text {
  /// A case that ``View/textCase(_:)`` draws texts in.
  public enum Case: Hashable, Sendable {
    case uppercase, lowercase

    /// `text` in this case.
    @_spi(Rendering)
    public func apply(to text: String) -> String {
      switch self {
      case .uppercase: text.uppercased()
      case .lowercase: text.lowercased()
      }
    }
  }
}
