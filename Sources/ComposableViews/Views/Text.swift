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
  var font: Font?

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

  /// Drawn in the given colour, as ``foregroundColor(_:)``: SwiftUI's newer name.
  public func foregroundStyle(_ color: Color) -> Text {
    with { $0.foregroundColor = color }
  }

  /// Drawn in `font`: at its size in a browser; a terminal draws the titles and the headline
  /// in bold. `nil` keeps the font of the text's container.
  public func font(_ font: Font?) -> Text {
    var copy = self
    copy.font = font
    return copy
  }

  private func with(_ change: (inout Style) -> Void) -> Text {
    var copy = self
    change(&copy.style)
    return copy
  }

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    let text = ResolvedView(id: path, kind: .text(content, style: style))
    guard let font else { return views.append(text) }
    views.append(ResolvedView(id: path, kind: .styled(ResolvedStyle(font: font), content: [text])))
  }
}
