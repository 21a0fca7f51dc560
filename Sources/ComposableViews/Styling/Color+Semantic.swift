// SwiftUI's colours that follow the appearance and the app, and UIKit's system colours as SwiftUI
// views pass them: `Color(.systemBackground)`.
extension Color {
  /// The colour of text: black in the light appearance, white in the dark; a terminal's default
  /// text colour.
  ///
  /// ```swift
  /// Text("Design").foregroundStyle(.primary)
  /// ```
  public static let primary = Color.semantic(.label)

  /// The colour of text that says less, such as a date under a title: grey.
  ///
  /// ```swift
  /// Text("5 attendees").foregroundStyle(.secondary)
  /// ```
  public static let secondary = Color.semantic(.secondaryLabel)

  /// The app's accent colour: the blue of a browser's buttons and links, a terminal's blue.
  public static let accentColor = Color.semantic(.accent)

  /// A UIKit system colour as a SwiftUI colour: `Color(.systemBackground)`.
  public init(_ color: UIColor) {
    self = .semantic(color.role)
  }

  /// A UIKit system colour as a SwiftUI colour: `Color(uiColor: .secondaryLabel)`.
  public init(uiColor color: UIColor) {
    self.init(color)
  }
}

/// UIKit's system colours that SwiftUI views pass to ``Color/init(_:)-(UIColor)``, so that
/// `Color(.systemBackground)` compiles without UIKit. Each follows the appearance as
/// ``SemanticColor`` describes.
public struct UIColor: Hashable, Sendable {
  let role: SemanticColor

  /// The background of a screen: white in the light appearance, black in the dark.
  public static let systemBackground = UIColor(role: .background)
  /// The background of content on a screen, and of grouped lists.
  public static let secondarySystemBackground = UIColor(role: .secondaryBackground)
  /// The background of a grouped list.
  public static let systemGroupedBackground = UIColor(role: .secondaryBackground)
  /// The colour of text.
  public static let label = UIColor(role: .label)
  /// The colour of text that says less.
  public static let secondaryLabel = UIColor(role: .secondaryLabel)
}
