/// The roles of the colours that follow the appearance and the app rather than having a value of
/// their own: SwiftUI's ``Color/primary``, ``Color/secondary`` and ``Color/accentColor``, and
/// UIKit's system colours a SwiftUI view passes to `Color(_:)`.
///
/// A browser draws each in the page's colour for the role, light or dark; a terminal in its
/// default colours (text, background), dim grey for secondary text and blue for the accent.
public enum SemanticColor: Hashable, Sendable {
  /// Text: SwiftUI's `.primary`, UIKit's `.label`.
  case label
  /// Text that says less: SwiftUI's `.secondary`, UIKit's `.secondaryLabel`.
  case secondaryLabel
  /// The app's accent: SwiftUI's `.accentColor`.
  case accent
  /// The background of a screen: UIKit's `.systemBackground`.
  case background
  /// The background of grouped content: UIKit's `.secondarySystemBackground` and
  /// `.systemGroupedBackground`.
  case secondaryBackground

  /// The components SwiftUI gives the role in the light appearance.
  var lightComponents: (red: Int, green: Int, blue: Int, opacity: Double) {
    switch self {
    case .label: (0, 0, 0, 1)
    case .secondaryLabel: (60, 60, 67, 0.6)
    case .accent: (0, 122, 255, 1)
    case .background: (255, 255, 255, 1)
    case .secondaryBackground: (242, 242, 247, 1)
    }
  }

  /// How a test store's failure shows it, as the colour a view names.
  var dumpName: String {
    switch self {
    case .label: "Color.primary"
    case .secondaryLabel: "Color.secondary"
    case .accent: "Color.accentColor"
    case .background: "Color(.systemBackground)"
    case .secondaryBackground: "Color(.secondarySystemBackground)"
    }
  }
}
