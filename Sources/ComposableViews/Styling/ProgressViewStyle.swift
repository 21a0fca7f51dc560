/// How the progress views inside a view are drawn: pass one to ``View/progressViewStyle(_:)``.
///
/// A style of your own draws the view from its ``Configuration``, as in SwiftUI; inside it,
/// `ProgressView(configuration)` draws the host's own bar, so a style can frame it:
///
/// <!-- snippet: fragment -->
/// ```swift
/// struct MeetingProgressViewStyle: ProgressViewStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     ZStack { ProgressView(configuration).padding(.horizontal) }
///   }
/// }
/// ```
@MainActor
public protocol ProgressViewStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// What a style draws from.
  typealias Configuration = ProgressViewStyleConfiguration

  /// The view drawn for a progress view with this configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ProgressViewStyle`` draws: how complete the task is, and the progress view's label.
public struct ProgressViewStyleConfiguration {
  /// The completed fraction, from 0 to 1; `nil` when the progress is indeterminate.
  public let fractionCompleted: Double?
  let label: String?
}

/// The host's own progress view: a bar (or a spinner's text while indeterminate).
public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// The host's own style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration)
  }
}

/// A bar filling from the leading edge; the host's own style.
public typealias LinearProgressViewStyle = DefaultProgressViewStyle

/// SwiftUI's spinner, drawn as the host's own progress view: neither host spins.
public typealias CircularProgressViewStyle = DefaultProgressViewStyle

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The host's own style.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
  /// A bar: the host's own style.
  public static var linear: DefaultProgressViewStyle { DefaultProgressViewStyle() }
  /// A spinner, drawn as the host's own progress view.
  public static var circular: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

private enum ProgressViewStyleKey: EnvironmentKey {
  static var defaultValue: (any ProgressViewStyle)? { nil }
}

extension EnvironmentValues {
  /// The style progress views inside are drawn with (`nil`: the host's own).
  var progressViewStyle: (any ProgressViewStyle)? {
    get { self[ProgressViewStyleKey.self] }
    set { self[ProgressViewStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws the progress views inside with `style`.
  public func progressViewStyle(_ style: some ProgressViewStyle) -> some View {
    environment(\.progressViewStyle, style)
  }
}
