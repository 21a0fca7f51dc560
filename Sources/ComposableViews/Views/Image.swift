/// An SF Symbol, drawn as a glyph: SwiftUI's `Image(systemName:)`.
///
/// <!-- snippet: group doc-counter; body -->
/// ```swift
/// let clock = Image(systemName: "clock")
/// ```
///
/// Neither a terminal nor a browser has Apple's symbols, so each name draws as the Unicode
/// character of ``SystemSymbol/glyphs``; a name missing from that table draws as
/// ``SystemSymbol/placeholder``, so a view written for SwiftUI never fails for an icon.
public struct Image: View, PrimitiveView {
  let symbol: SystemSymbol

  /// The SF Symbol named `systemName`, such as `"timer"` or `"person.3"`.
  public init(systemName: String) {
    self.symbol = SystemSymbol(name: systemName)
  }

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    views.append(ResolvedView(id: path, kind: .symbol(symbol)))
  }
}
