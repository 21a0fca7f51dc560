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
public struct Label: View {
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

  public var body: some View {
    HStack {
      icon
      title
    }
  }
}
