/// How the labels inside a view are drawn: pass one to ``View/labelStyle(_:)``.
///
/// A style of your own arranges the label's title and icon, as in SwiftUI:
///
/// <!-- snippet: fragment -->
/// ```swift
/// struct TrailingIconLabelStyle: LabelStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack { configuration.title; configuration.icon }
///   }
/// }
/// ```
@MainActor
public protocol LabelStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// What a style draws from.
  typealias Configuration = LabelStyleConfiguration

  /// The view drawn for a label with this configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``LabelStyle`` draws: the label's title and icon, each a view.
@MainActor
public struct LabelStyleConfiguration {
  /// The label's title as a view.
  public struct Title: View, PrimitiveView {
    let content: TupleView

    func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
      ResolvedView.append(content, at: path, to: &views)
    }
  }

  /// The label's icon as a view.
  public struct Icon: View, PrimitiveView {
    let content: TupleView

    func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
      ResolvedView.append(content, at: path, to: &views)
    }
  }

  /// The title.
  public let title: Title
  /// The icon.
  public let icon: Icon
}

/// The icon, then the title: the host's own label.
public struct DefaultLabelStyle: LabelStyle {
  /// The host's own style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}

/// The icon, then the title.
public typealias TitleAndIconLabelStyle = DefaultLabelStyle

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// Only the title.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    configuration.title
  }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
  /// Only the icon.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    configuration.icon
  }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The host's own style: the icon, then the title.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
  /// The icon, then the title.
  public static var titleAndIcon: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

private enum LabelStyleKey: EnvironmentKey {
  static var defaultValue: (any LabelStyle)? { nil }
}

extension EnvironmentValues {
  /// The style labels inside are drawn with (`nil`: the host's own).
  var labelStyle: (any LabelStyle)? {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws the labels inside with `style`.
  public func labelStyle(_ style: some LabelStyle) -> some View {
    environment(\.labelStyle, style)
  }
}
