/// A title beside an icon, as SwiftUI's `Label`: the icon first, one column apart.
///
/// <!-- snippet: group doc-counter; body -->
/// ```swift
/// let length = Label("5 min", systemImage: "clock")
/// let attendees = Label {
///   Text("3 attendees")
/// } icon: {
///   Image(systemName: "person.3")
/// }
/// ```
public struct Label: View, PrimitiveView {
  let title: TupleView
  let icon: TupleView

  /// A label showing `title` beside the SF Symbol `systemImage` (see ``Image/init(systemName:)``).
  public init(_ title: some StringProtocol, systemImage: String) {
    self.title = TupleView([Text(title)])
    self.icon = TupleView([Image(systemName: systemImage)])
  }

  /// A label made of your own views for its title and its icon.
  public init(@ViewBuilder title: () -> TupleView, @ViewBuilder icon: () -> TupleView) {
    self.title = title()
    self.icon = icon()
  }

  /// A label made from a style's configuration, for a ``LabelStyle`` that draws another one.
  public init(_ configuration: LabelStyleConfiguration) {
    self.title = TupleView([configuration.title])
    self.icon = TupleView([configuration.icon])
  }

  func resolve(at path: ViewPath, into views: inout [ResolvedView]) {
    let configuration = LabelStyleConfiguration(
      title: LabelStyleConfiguration.Title(content: title),
      icon: LabelStyleConfiguration.Icon(content: icon)
    )
    let style = EnvironmentValues.current.labelStyle ?? DefaultLabelStyle()
    // The style draws this label only: labels inside what it makes get the host's own style.
    EnvironmentValues.with(\.labelStyle, nil) {
      ResolvedView.append(Self.body(of: style, configuration), at: path, to: &views)
    }
  }

  private static func body(of style: some LabelStyle, _ configuration: LabelStyleConfiguration) -> any View {
    style.makeBody(configuration: configuration)
  }
}
