extension NavigationLink {
  /// A link showing `label` that appends `value` to the path of the stack it is in, as SwiftUI's
  /// `NavigationLink(value:label:)`: the `navigationDestination(for:destination:)` registered
  /// for the value's type inside the stack shows it.
  ///
  /// ```swift
  /// NavigationLink(value: meeting.id) {
  ///   Text(meeting.date, style: .date)
  /// }
  /// ```
  ///
  /// `nil` makes a link that does nothing.
  public init<P: Hashable>(
    value: P?,
    @ViewBuilder label: () -> TupleView,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = ViewSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(title: nil, label: label(), target: .value(value.map { AnyHashable($0) }, location))
  }

  /// A link titled `title` that appends `value` to the path of the stack it is in:
  /// `NavigationLink("Meeting 3", value: 3)`.
  public init<S: StringProtocol, P: Hashable>(
    _ title: S,
    value: P?,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = ViewSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(title: String(title), label: nil, target: .value(value.map { AnyHashable($0) }, location))
  }
}
